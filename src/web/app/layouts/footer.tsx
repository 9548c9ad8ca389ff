import { Link } from 'react-router';
import { Logo } from './logo.tsx';
import { mainLinks } from './main-links.ts';

/** Site footer with the copyright line of docs/product/screens.md#public-layout. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer data-print="hide" className="bg-neutral text-neutral-content">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2">
          <Logo tone="dark" />
          <p className="max-w-sm text-sm">Comfortable rooms, honest prices in BDT, and a team that cares about your stay.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <Link className="link-hover" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-neutral-content/20">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm">Copyright © {year} Hotel Booking. All rights reserved.</p>
      </div>
    </footer>
  );
}
