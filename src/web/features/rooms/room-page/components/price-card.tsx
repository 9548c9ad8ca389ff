import type { ReactNode } from 'react';
import { LikeButton } from './like-button.tsx';
import { formatMoney } from '#web/lib/format.ts';

interface PriceCardProps {
  price: number;
  capacity: number;
  likes: number;
  isLiked: boolean;
  likeBusy: boolean;
  onToggleLike: (like: boolean) => void;
  /** The date panel and the total/reserve block. */
  children: ReactNode;
}

/** docs/product/screens.md#room-detail price card: nightly price, likes with the like toggle, then the booking controls. */
export function PriceCard({ price, capacity, likes, isLiked, likeBusy, onToggleLike, children }: PriceCardProps) {
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <span className="text-2xl font-bold">{formatMoney(price)}</span>
          <span className="text-base-content/75">/night</span>
          <span className="block text-sm text-base-content/75">
            Up to {capacity} {capacity === 1 ? 'guest' : 'guests'}
          </span>
        </p>
        <LikeButton likes={likes} isLiked={isLiked} busy={likeBusy} onToggle={onToggleLike} />
      </div>
      <div className="border-t border-base-300" />
      {children}
    </div>
  );
}
