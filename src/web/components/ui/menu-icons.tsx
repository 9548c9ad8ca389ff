/**
 * The two icons of the small-screen menu button (Heroicons 2 solid "bars-3" and "x-mark", the
 * same paths react-icons/hi2 draws), inline: importing them from react-icons/hi2 pulled every
 * hi2 icon any lazy page uses into the entry chunk, about 4 KB gzip of the first page (issue 25).
 */

/** What a menu icon takes: its size classes. */
interface MenuIconProps {
  className?: string;
}

/** The "open menu" icon (three bars). */
export function MenuOpenIcon({ className }: MenuIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M3 6.75A.75.75 0 0 1 3.75 6h16.5a.75.75 0 0 1 0 1.5H3.75A.75.75 0 0 1 3 6.75ZM3 12a.75.75 0 0 1 .75-.75h16.5a.75.75 0 0 1 0 1.5H3.75A.75.75 0 0 1 3 12Zm0 5.25a.75.75 0 0 1 .75-.75h16.5a.75.75 0 0 1 0 1.5H3.75a.75.75 0 0 1-.75-.75Z"
      />
    </svg>
  );
}

/** The "close menu" icon (an X). */
export function MenuCloseIcon({ className }: MenuIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M5.47 5.47a.75.75 0 0 1 1.06 0L12 10.94l5.47-5.47a.75.75 0 1 1 1.06 1.06L13.06 12l5.47 5.47a.75.75 0 1 1-1.06 1.06L12 13.06l-5.47 5.47a.75.75 0 0 1-1.06-1.06L10.94 12 5.47 6.53a.75.75 0 0 1 0-1.06Z"
      />
    </svg>
  );
}
