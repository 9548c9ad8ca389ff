import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { MenuCloseIcon, MenuOpenIcon } from '#web/components/ui/first-page-icons.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { paths } from '#web/lib/paths.ts';
import { useFocusTrap } from '#web/lib/use-focus-trap.ts';
import { mainLinks } from './main-links.ts';

/**
 * The small-screen menu of docs/product/screens.md#public-layout behind a hamburger button: Home, Rooms, Dashboard and
 * Log Out, or Login and Sign Up. Escape or navigating closes it and focus returns to the button; while open, focus stays inside.
 */
export function MobileMenu() {
  const { status, user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // While open, Tab cycles through the close button and the menu's items only (issue #12).
  useFocusTrap(root, open);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const item = 'block rounded-lg px-4 py-3 font-medium hover:bg-base-200';
  const navItem = ({ isActive }: { isActive: boolean }) => `${item} ${isActive ? 'bg-base-200 text-primary' : ''}`;

  return (
    <div className="md:hidden" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-square"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <MenuCloseIcon aria-hidden="true" className="size-6" /> : <MenuOpenIcon aria-hidden="true" className="size-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
        }}
        className="absolute inset-x-0 top-16 border-b border-base-300 bg-base-100 px-4 pb-4 shadow-lg"
      >
        {status === 'signed-in' && user && (
          <div className="flex items-center gap-3 border-b border-base-300 px-4 py-3">
            <Avatar name={user.name} photo={user.photo} size="size-9" alt="" />
            <span className="truncate font-medium">{user.name}</span>
          </div>
        )}
        <ul className="mt-2 space-y-1">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={navItem}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {status === 'signed-in' && (
            <li>
              <button type="button" className={`${item} w-full text-left text-error`} onClick={() => void signOut()}>
                Log Out
              </button>
            </li>
          )}
          {status === 'signed-out' && (
            <>
              <li>
                <Link to={paths.login} className={item}>
                  Login
                </Link>
              </li>
              <li>
                <Link to={paths.signup} className={item}>
                  Sign Up
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </div>
  );
}
