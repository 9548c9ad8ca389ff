import { HOUSEKEEPING_STATUS_LABELS, type HousekeepingStatus } from '#shared/schemas/desk-vocabularies.ts';

/** Colour of each status; the label always says it too (never colour alone). */
const TONE: Record<HousekeepingStatus, string> = {
  clean: 'badge-success',
  inspected: 'badge-info',
  dirty: 'badge-warning',
  'out-of-order': 'badge-error',
};

/** A physical room's housekeeping status as a coloured badge with its text (issue 28). */
export function HousekeepingBadge({ status, size = 'md' }: { status: HousekeepingStatus; size?: 'sm' | 'md' }) {
  return (
    <span className={`badge ${TONE[status]} ${size === 'sm' ? 'badge-sm' : ''} whitespace-nowrap`}>
      {HOUSEKEEPING_STATUS_LABELS[status]}
    </span>
  );
}
