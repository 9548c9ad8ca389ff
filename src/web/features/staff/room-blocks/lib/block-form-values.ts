/**
 * The block form's first values (issue 27): the tape chart links here from an empty cell with
 * `?physicalRoomId=&startDate=&endDate=`; a start without an end blocks one night.
 */
import { addDays } from '#shared/domain/nights.ts';
import { isIsoDate } from '#shared/domain/nights.ts';
import type { BlockKind } from '#shared/schemas/inventory.ts';

export interface BlockFormValues {
  physicalRoomId: string;
  startDate: string | null;
  endDate: string | null;
  kind: BlockKind;
  reason: string;
}

/** Values from the page's query string: dates only when they are `YYYY-MM-DD`. */
export function blockFormDefaults(params: URLSearchParams): BlockFormValues {
  const date = (name: string) => {
    const value = params.get(name);
    return value && isIsoDate(value) ? value : null;
  };
  const startDate = date('startDate');
  const endDate = date('endDate') ?? (startDate ? addDays(startDate, 1) : null);
  return { physicalRoomId: params.get('physicalRoomId') ?? '', startDate, endDate, kind: 'maintenance', reason: '' };
}
