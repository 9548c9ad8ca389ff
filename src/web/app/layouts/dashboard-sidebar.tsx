import { Link, NavLink, useNavigate } from 'react-router';
import { HiArrowRightOnRectangle, HiHome, HiShieldCheck, HiUser } from 'react-icons/hi2';
import type { User } from '#shared/schemas/users.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { paths } from '#web/lib/paths.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';

/** Menus of docs/product/screens.md#dashboard-layout: admins see the admin pages, guests their bookings and payments. */
const adminMenu = [
  { to: paths.today, label: 'Today' },
  { to: paths.deskBooking, label: 'New booking' },
  { to: paths.myProfile, label: 'Admin Profile' },
  { to: paths.allCustomers, label: 'All Customers' },
  { to: paths.allBookings, label: 'All Bookings' },
  { to: paths.allPayments, label: 'All Payments' },
  { to: paths.addRoom, label: 'Add Room' },
  { to: paths.allRooms, label: 'All Rooms' },
  { to: paths.cancelationRequests, label: 'Cancelation Requests' },
  { to: paths.occupancy, label: 'Occupancy' },
  { to: paths.roomBlocks, label: 'Room Blocks' },
  { to: paths.housekeeping, label: 'Housekeeping' },
  { to: paths.reports, label: 'Reports' },
  { to: paths.auditLog, label: 'Audit Log' },
  { to: paths.cashClose, label: 'Cash Close' },
  { to: paths.guests, label: 'Guests' },
  { to: paths.abandonedCheckouts, label: 'Abandoned Checkouts' },
];
const guestMenu = [
  { to: paths.myBookings, label: 'My Bookings' },
  { to: paths.myPayments, label: 'My Payments' },
];

/** Drawer content: the user header (photo, name, e-mail, Profile, Security (issue 29), Home, Logout) and the menu. */
export function DashboardSidebar({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const menu = user.role === 'admin' ? adminMenu : guestMenu;

  async function logout() {
    onNavigate();
    await navigate(paths.home);
    await signOut();
  }

  return (
    <aside className="flex min-h-full w-72 flex-col bg-neutral text-neutral-content">
      <div className="flex flex-col items-center gap-2 border-b border-neutral-content/20 px-6 py-8 text-center">
        <Avatar name={user.name} photo={user.photo} size="size-20" alt="" />
        <p className="mt-2 font-display text-lg font-semibold">{user.name}</p>
        <p className="text-sm">
          <EmailText email={user.email} />
        </p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <Link to={paths.myProfile} onClick={onNavigate} className="btn btn-sm btn-accent">
            <HiUser aria-hidden="true" /> Profile
          </Link>
          <Link to={paths.security} onClick={onNavigate} className="btn btn-sm btn-accent">
            <HiShieldCheck aria-hidden="true" /> Security
          </Link>
          <Link to={paths.home} className="btn btn-sm btn-outline border-neutral-content/60 text-neutral-content">
            <HiHome aria-hidden="true" /> Home
          </Link>
        </div>
      </div>
      <nav aria-label="Dashboard" className="flex-1 px-3 py-4">
        <ul className="menu w-full gap-1 p-0">
          {menu.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                className={({ isActive }) => `rounded-lg py-3 ${isActive ? 'bg-accent font-semibold text-accent-content' : ''}`}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-neutral-content/20 p-4">
        <button type="button" className="btn btn-block btn-error" onClick={() => void logout()}>
          <HiArrowRightOnRectangle aria-hidden="true" className="size-5" /> Logout
        </button>
      </div>
    </aside>
  );
}
