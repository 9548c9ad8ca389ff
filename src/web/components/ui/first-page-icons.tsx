/**
 * The icons of the shell around every page (top bar, error page), inline; the first page's own
 * icons sit beside their one user (home-icons, star-icon, search-icons, date-field-icons) so a
 * page loads only its own. Drawn exactly as react-icons draws them (same paths and attributes,
 * 1em by default), but without it: react-icons keeps each icon set in one module, so an import
 * of one icon put every icon of that set any lazy page uses into a chunk the first page loads
 * (hi2: 3.5 KB gzip, issue 25). Lazy pages keep importing react-icons.
 */
import { InlineIcon, type IconProps } from '#web/components/ui/inline-icon.tsx';

/** HiBars3 of react-icons/hi2 (the small-screen menu button, closed). */
export function MenuOpenIcon(props: IconProps) {
  return (
    <InlineIcon look="filled" {...props}>
      <path
        fillRule="evenodd"
        d="M3 6.75A.75.75 0 0 1 3.75 6h16.5a.75.75 0 0 1 0 1.5H3.75A.75.75 0 0 1 3 6.75ZM3 12a.75.75 0 0 1 .75-.75h16.5a.75.75 0 0 1 0 1.5H3.75A.75.75 0 0 1 3 12Zm0 5.25a.75.75 0 0 1 .75-.75h16.5a.75.75 0 0 1 0 1.5H3.75a.75.75 0 0 1-.75-.75Z"
        clipRule="evenodd"
      />
    </InlineIcon>
  );
}

/** HiXMark of react-icons/hi2 (the small-screen menu button, open). */
export function MenuCloseIcon(props: IconProps) {
  return (
    <InlineIcon look="filled" {...props}>
      <path
        fillRule="evenodd"
        d="M5.47 5.47a.75.75 0 0 1 1.06 0L12 10.94l5.47-5.47a.75.75 0 1 1 1.06 1.06L13.06 12l5.47 5.47a.75.75 0 1 1-1.06 1.06L12 13.06l-5.47 5.47a.75.75 0 0 1-1.06-1.06L10.94 12 5.47 6.53a.75.75 0 0 1 0-1.06Z"
        clipRule="evenodd"
      />
    </InlineIcon>
  );
}

/** MdHotel of react-icons/md (the logo). */
export function HotelIcon(props: IconProps) {
  return (
    <InlineIcon look="filled" {...props}>
      <path d="M7 13c1.66 0 3-1.34 3-3S8.66 7 7 7s-3 1.34-3 3 1.34 3 3 3m12-6h-8v7H3V5H1v15h2v-3h18v3h2v-9c0-2.21-1.79-4-4-4" />
    </InlineIcon>
  );
}

/** MdErrorOutline of react-icons/md (the error page). */
export function ErrorIcon(props: IconProps) {
  return (
    <InlineIcon look="filled" {...props}>
      <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" />
    </InlineIcon>
  );
}
