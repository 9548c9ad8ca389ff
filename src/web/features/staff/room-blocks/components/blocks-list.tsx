/**
 * Current and upcoming blocks (issue 27), each with "End now": a running block ends today (tonight
 * is for sale again); one not started yet is withdrawn.
 */
import toast from 'react-hot-toast';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { BLOCK_KIND_LABELS } from '#shared/schemas/inventory.ts';
import type { RoomBlock } from '#shared/schemas/room-blocks.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatStayDate } from '#web/lib/format.ts';
import { useEndBlockMutation, useRoomBlocksQuery } from '../api/room-blocks.ts';

export function BlocksList() {
  const blocks = useRoomBlocksQuery();
  const end = useEndBlockMutation();
  const today = todayInHotel();

  async function endNow(block: RoomBlock) {
    try {
      const reply = await end.mutateAsync(block._id);
      toast.success(`${reply.message}: room ${block.roomNumber}`);
    } catch {
      // The global mutation-error toast says why.
    }
  }

  if (blocks.isPending) return <Spinner label="Loading blocks…" />;
  if (blocks.isError)
    return (
      <p role="alert" className="text-error">
        The blocks could not be loaded.
      </p>
    );
  if (blocks.data.length === 0) return <EmptyState title="No blocked rooms" subtitle="Every room is for sale." />;
  return (
    <ul className="flex flex-col gap-3" aria-label="Current and upcoming blocks">
      {blocks.data.map((block) => {
        const isStarted = block.startDate < today;
        return (
          <li key={block._id} className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body flex-row flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold">
                  Room {block.roomNumber} <span className="font-normal text-base-content/75">· {block.roomTitle}</span>
                </p>
                <p className="text-sm">
                  {formatStayDate(block.startDate)} <span aria-hidden="true">→</span>
                  <span className="sr-only">to</span> {formatStayDate(block.endDate)}
                  <span className="badge badge-outline ml-2">{BLOCK_KIND_LABELS[block.kind]}</span>
                  {block.endedEarlyAt && <span className="badge badge-ghost ml-2">Ended early</span>}
                </p>
                <p className="break-words text-sm text-base-content/75">{block.reason}</p>
              </div>
              {block.endDate > today && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={end.isPending}
                  onClick={() => void endNow(block)}
                  aria-label={`${isStarted ? 'End now' : 'Withdraw'}: block of room ${block.roomNumber} from ${formatStayDate(block.startDate)}`}
                >
                  {isStarted ? 'End now' : 'Withdraw'}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
