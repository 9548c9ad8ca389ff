import { messages } from '#shared/messages.ts';

interface MoreRoomsProps {
  shown: number;
  /** How many pages the list holds so far. */
  pageCount: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  isFailed: boolean;
  onMore: () => void;
}

/**
 * Below the room grid (issue 11, the list comes a page at a time): how many of the matching
 * rooms are shown and a button for the next page. Nothing when one page holds them all.
 */
export function MoreRooms({ shown, pageCount, total, hasMore, isLoading, isFailed, onMore }: MoreRoomsProps) {
  if (!hasMore && pageCount <= 1) return null;
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm text-base-content/75" aria-live="polite">
        Showing {shown} of {total} rooms
      </p>
      {isFailed && (
        <p role="alert" className="text-sm text-error">
          {messages.somethingWrong}
        </p>
      )}
      {hasMore && (
        // Not `disabled` while loading: a disabled button drops the keyboard focus to the page.
        <button
          type="button"
          className="btn btn-outline btn-primary min-w-48"
          onClick={isLoading ? undefined : onMore}
          aria-disabled={isLoading}
          aria-busy={isLoading}
        >
          {isLoading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {isLoading ? 'Loading more rooms…' : isFailed ? 'Try again' : 'Show more rooms'}
        </button>
      )}
    </div>
  );
}
