/** Splits a room description into paragraphs on the docs/product/rules.md#constants marker `&--&`, dropping blanks. */
export function splitDescription(description: string): string[] {
  return description
    .split('&--&')
    .map((p) => p.trim())
    .filter(Boolean);
}
