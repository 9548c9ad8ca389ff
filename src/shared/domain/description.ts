/** Splits a room description into paragraphs on the SPEC §9 marker `&--&`, dropping blanks. */
export function splitDescription(description: string): string[] {
  return description
    .split('&--&')
    .map((p) => p.trim())
    .filter(Boolean);
}
