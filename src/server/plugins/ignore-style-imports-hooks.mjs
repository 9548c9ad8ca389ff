// Module hooks for ignore-style-imports.ts (runs on Node's loader thread, so plain JavaScript).
const STYLE_SHEET = /\.css(?:\?.*)?$/;

/** A `.css` URL loads as an empty ES module; everything else goes on down the chain. */
export async function load(url, context, nextLoad) {
  if (STYLE_SHEET.test(url)) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}
