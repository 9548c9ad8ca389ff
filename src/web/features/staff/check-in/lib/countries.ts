/**
 * The nationality choices of the guest register (issue 28): ISO 3166-1 alpha-2 codes with their
 * English names from the browser's own Intl.DisplayNames (no list shipped), Bangladesh first.
 */
import { BANGLADESH } from '#shared/schemas/guest-register.ts';

// Codes Intl names that are not countries of ISO 3166-1 (unions, reserved and pseudo regions).
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'XK', 'ZZ']);

/** [code, name] of every country, sorted by name, Bangladesh first. */
export function listCountries(): Array<[string, string]> {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const all: Array<[string, string]> = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name && name !== code) all.push([code, name]);
    }
  }
  all.sort((x, y) => x[1].localeCompare(y[1]));
  return [...all.filter(([c]) => c === BANGLADESH), ...all.filter(([c]) => c !== BANGLADESH)];
}

/** The English name of country `code` ("Germany" for DE), or the code itself. */
export function countryName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
}
