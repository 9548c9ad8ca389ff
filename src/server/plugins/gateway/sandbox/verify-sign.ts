/**
 * SSLCommerz's callback signature: `verify_key` lists the signed field names (comma
 * separated); `verify_sign` is md5 of `key=value&...` over those fields plus
 * `store_passwd=md5(store password)`, sorted by key. The sandbox signs its callbacks the
 * same way so a merchant-side check written for SSLCommerz also passes against it.
 */
import { createHash } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function hashOf(fields: Record<string, string>, keys: string[], storePassword: string): string {
  const pairs: Record<string, string> = {};
  for (const key of keys) if (key in fields) pairs[key] = fields[key];
  pairs.store_passwd = md5(storePassword);
  const text = Object.keys(pairs)
    .sort()
    .map((key) => `${key}=${pairs[key]}`)
    .join('&');
  return md5(text);
}

/** Signs every field of `fields`: returns `{ verify_sign, verify_key }` to add to the post. */
export function computeVerifySign(fields: Record<string, string>, storePassword: string) {
  const keys = Object.keys(fields)
    .filter((k) => k !== 'verify_sign' && k !== 'verify_key')
    .sort();
  return { verify_sign: hashOf(fields, keys, storePassword), verify_key: keys.join(',') };
}

/** True when a posted callback carries a `verify_sign` matching its `verify_key` fields. */
export function isVerifySignValid(posted: Record<string, string>, storePassword: string): boolean {
  if (!posted.verify_sign || !posted.verify_key) return false;
  return hashOf(posted, posted.verify_key.split(','), storePassword) === posted.verify_sign;
}
