/**
 * Identity numbers in lists (issue 28, decision 027): an NID, passport or visa number shows only
 * its last 3 characters ("••••••789"); whole only on the record a staff member opens.
 */

/** "••••••789" for "1990123456789"; null when there is no number (none given, or blanked by retention). */
export function maskIdNumber(idNumber: string | null | undefined): string | null {
  const value = (idNumber ?? '').replace(/\s/g, '');
  if (!value) return null;
  return `••••••${value.slice(-3)}`;
}
