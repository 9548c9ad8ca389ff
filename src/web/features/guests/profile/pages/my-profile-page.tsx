import { Link, useNavigate } from 'react-router';
import { HiArrowRightOnRectangle, HiPencilSquare } from 'react-icons/hi2';
import type { ReactNode } from 'react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { paths } from '#web/lib/paths.ts';
import { uiText } from '#web/lib/ui-text.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { ROLE_LABELS } from '#shared/domain/staff-roles.ts';

/** My profile (docs/product/screens.md#my-profile): photo, name, role, email, phone, address; Edit and Logout. */
export default function MyProfilePage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return <Spinner label="Loading your profile…" />;

  const heading = user.role === 'admin' ? 'Admin Profile' : 'My Profile';
  // The spec names two roles, "Admin" (the owner) and "Guest"; other staff roles read by their name (issue 29).
  const roleName = user.role === 'admin' ? 'Admin' : ROLE_LABELS[user.role];
  const rows: [string, ReactNode][] = [
    ['Name', user.name],
    ['Role', roleName],
    ['Email', <EmailText key="email" email={user.email} />],
    ['Phone', user.phoneNumber],
    ['Address', user.address],
  ];

  async function logout() {
    await navigate(paths.home);
    await signOut();
  }

  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle text={`${heading} · Hotel Booking`} />
      <h1 className="mb-6 font-display text-3xl font-semibold">{heading}</h1>
      <div className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm">
        <div className="h-28 bg-gradient-to-r from-primary to-[#3b2a12]" aria-hidden="true" />
        <div className="card-body -mt-16 gap-6">
          <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:items-end sm:text-left">
            <Avatar name={user.name} photo={user.photo} size="size-28" />
            {/* min-w-0 and wrapping anywhere: a long one-word name or e-mail wraps inside the card
                instead of widening the content past it, where the card clipped it (issue 24); from
                `sm` it starts below the banner, so a name of two lines never rises onto it. */}
            <div className="min-w-0 max-w-full pb-1 sm:mt-16">
              <p className="font-display text-2xl font-semibold [overflow-wrap:anywhere]">{user.name}</p>
              <span className={`badge mt-1 ${user.role === 'guest' ? 'badge-primary' : 'badge-secondary'}`}>{roleName}</span>
            </div>
          </div>
          <dl className="grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label} className="min-w-0 rounded-box bg-base-200 px-4 py-3">
                <dt className="text-sm text-base-content/75">{label}</dt>
                <dd className={`font-medium [overflow-wrap:anywhere] ${value ? '' : 'italic text-base-content/75'}`}>
                  {value || uiText.notSet}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.editProfile} className="btn btn-primary">
              <HiPencilSquare aria-hidden="true" className="size-5" /> Edit
            </Link>
            <button type="button" className="btn btn-outline btn-error" onClick={() => void logout()}>
              <HiArrowRightOnRectangle aria-hidden="true" className="size-5" /> Logout
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
