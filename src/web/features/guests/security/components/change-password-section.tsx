import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePasswordStateQuery } from '../api/password.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SecurityCard } from './security-card.tsx';

/** "Password" (issue 29): the change form, or a plain sentence for an account that signs in with Google only. */
export function ChangePasswordSection() {
  const state = usePasswordStateQuery();
  return (
    <SecurityCard id="security-password" title="Password" description="Changing it signs you out on every other device.">
      {state.isPending ? (
        <Spinner label="Loading…" className="py-6" />
      ) : state.isError ? (
        <p role="alert" className="text-error">
          Could not load your password settings. Please reload the page.
        </p>
      ) : state.data.hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <p className="alert alert-info alert-soft">
          You sign in with Google, so this account has no password here. Manage it in your Google account.
        </p>
      )}
    </SecurityCard>
  );
}
