import { useState } from 'react';
import { initialsOf } from '../lib/initials.ts';

/** Reviewer photo, or their initials when there is none or it fails to load. */
export function ReviewerAvatar({ name, photo }: { name: string; photo: string | null }) {
  const [broken, setBroken] = useState(false);
  if (photo && !broken) {
    return (
      <img
        src={photo}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className="h-12 w-12 shrink-0 rounded-full object-cover ring-2 ring-base-300"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-content"
    >
      {initialsOf(name)}
    </span>
  );
}
