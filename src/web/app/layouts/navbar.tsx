import { Link, NavLink } from 'react-router';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { paths } from '#web/lib/paths.ts';
import { Logo } from './logo.tsx';
import { mainLinks } from './main-links.ts';
import { MobileMenu } from './mobile-menu.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 font-medium transition-colors hover:bg-base-200 ${
    isActive ? 'text-primary underline decoration-2 underline-offset-8' : 'text-base-content'
  }`;

/** Fixed top bar: logo, links, and the Log In button or the signed-in user with Log Out. */
export function Navbar() {
  const { status, user, signOut } = useAuth();
  return (
    <header data-print="hide" className="fixed inset-x-0 top-0 z-50 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 md:flex">
          {status === 'loading' && <span className="skeleton h-10 w-28" aria-hidden="true" />}
          {status === 'signed-out' && (
            <Link to={paths.login} className="btn btn-primary">
              Log In
            </Link>
          )}
          {status === 'signed-in' && (
            <>
              <Link to={paths.myProfile} className="flex items-center gap-2 rounded-full pr-2 hover:bg-base-200">
                <Avatar name={user?.name ?? 'Guest'} photo={user?.photo} size="size-9" alt="" />
                <span className="max-w-40 truncate font-medium">{user?.name ?? 'My account'}</span>
              </Link>
              <button type="button" className="btn btn-outline btn-primary" onClick={() => void signOut()}>
                Log Out
              </button>
            </>
          )}
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
