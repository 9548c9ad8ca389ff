/**
 * Identity document numbers (NID, passport, visa) are personal data (issue 28, decision 027):
 * lists and profiles show the last four characters only.
 */

/** "••••4321" for a number ending in 4321 (dots only for 4 characters or fewer); null without one. */
export function maskIdNumber(idNumber: string | null | undefined): string | null {
  const compact = (idNumber ?? '').replace(/\s/g, '');
  if (!compact) return null;
  return compact.length <= 4 ? '••••' : `••••${compact.slice(-4)}`;
}
