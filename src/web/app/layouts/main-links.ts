import { paths } from '#web/lib/paths.ts';

/** The site's main links of docs/product/screens.md#public-layout, shared by the top bar, the mobile menu and the footer. */
export const mainLinks = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.rooms, label: 'Rooms', end: false },
  { to: paths.myProfile, label: 'Dashboard', end: false },
] as const;
