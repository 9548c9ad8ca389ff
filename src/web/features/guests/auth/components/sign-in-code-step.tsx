/**
 * The sign-in's second step (issue 29): the password was right and the account has two-factor
 * sign-in, so it asks for the authenticator code, or a backup code instead. A wrong code says so
 * and keeps the step; an expired pending sign-in (10 minutes, or five wrong codes) goes back to
 * the password with a message.
 */
import toast from 'react-hot-toast';
import { SecondFactorForm } from '#web/components/second-factor-form.tsx';
import { codeErrorMessage, isSignInExpired, type SecondFactorKind } from '#web/lib/two-factor-api.ts';

/** `verify` finishes the sign-in (useAuth's verifySignInCode); `onRestart` goes back to the password step. */
export function SignInCodeStep({
  verify,
  onSignedIn,
  onRestart,
}: {
  verify: (code: string, kind: SecondFactorKind) => Promise<void>;
  onSignedIn: () => Promise<void>;
  onRestart: () => void;
}) {
  async function submit(code: string, kind: SecondFactorKind) {
    try {
      await verify(code, kind);
    } catch (error) {
      if (!isSignInExpired(error)) throw error;
      toast.error(codeErrorMessage(error, kind));
      onRestart();
      return;
    }
    await onSignedIn();
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-display text-lg font-semibold">Two-factor sign-in</h2>
      <p className="text-sm">Open your authenticator app and enter the code it shows for Hotel Booking.</p>
      <SecondFactorForm
        submitLabel="Verify"
        onSubmit={submit}
        secondaryAction={
          <button type="button" className="btn btn-ghost btn-sm self-center" onClick={onRestart}>
            Back to email and password
          </button>
        }
      />
    </div>
  );
}
