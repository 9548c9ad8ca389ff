/**
 * The signed-in user's security page `/dashboard/security` (issue 29): a heading and its sections,
 * each its own component: two-factor sign-in, password, passkeys, sessions.
 */
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { ChangePasswordSection } from '../components/change-password-section.tsx';
import { PasskeysSection } from '../components/passkeys-section.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

export default function SecurityPage() {
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle text="Security · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">Security</h1>
      <div className="flex flex-col gap-6">
        <TwoFactorSection />
        <ChangePasswordSection />
        <PasskeysSection />
        <SessionsSection />
      </div>
    </section>
  );
}
