import { Link } from 'react-router';
import { HotelIcon } from '#web/components/ui/first-page-icons.tsx';
import { paths } from '#web/lib/paths.ts';

/** The brand mark linking home; `tone` picks colours for light or dark backgrounds. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Link
      to={paths.home}
      className={`inline-flex items-center gap-2 rounded-lg font-display text-xl font-semibold ${
        tone === 'light' ? 'text-base-content' : 'text-neutral-content'
      }`}
    >
      <span className="inline-flex size-9 items-center justify-center rounded-lg bg-primary text-primary-content">
        <HotelIcon aria-hidden="true" className="size-5" />
      </span>
      Hotel Booking
    </Link>
  );
}
