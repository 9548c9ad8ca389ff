import { FaHeart, FaRegHeart } from 'react-icons/fa';

interface LikeButtonProps {
  likes: number;
  isLiked: boolean;
  /** While a toggle is in flight; kept focusable (aria-disabled) so keyboard focus is not lost. */
  busy?: boolean;
  onToggle: (like: boolean) => void;
}

/** Heart toggle with the room's like count (docs/product/states.md#likes); the state is in aria-pressed. */
export function LikeButton({ likes, isLiked, busy, onToggle }: LikeButtonProps) {
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        aria-pressed={isLiked}
        aria-label="Like this room"
        title={isLiked ? 'Unlike' : 'Like'}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onToggle(!isLiked);
        }}
        className="btn btn-circle btn-ghost text-2xl text-red-600"
      >
        {isLiked ? <FaHeart aria-hidden="true" /> : <FaRegHeart aria-hidden="true" />}
      </button>
      <span aria-live="polite" className="text-sm font-medium">
        {likes} {likes === 1 ? 'like' : 'likes'}
      </span>
    </div>
  );
}
