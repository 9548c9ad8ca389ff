/**
 * The signed-in user's security page `/dashboard/security` (issue 29): a heading and its sections,
 * each its own component (two-factor sign-in here; password, sessions and passkeys join this list).
 */
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

export default function SecurityPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle text="Security · Hotel Booking" />
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">Security</h1>
      <TwoFactorSection />
    </div>
  );
}
