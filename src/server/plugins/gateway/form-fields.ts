/** Reading SSLCommerz's form-urlencoded posts and query strings, which arrive untyped. */

/** The string field `key` of a parsed form or query (trimmed), '' when absent or not a string. */
export function fieldOf(source: unknown, key: string): string {
  const value = (source as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' ? value.trim() : '';
}
