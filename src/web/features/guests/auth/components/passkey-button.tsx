import { useState } from 'react';
import toast from 'react-hot-toast';
import { HiKey } from 'react-icons/hi2';
import { messages } from '#shared/messages.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { toastError } from '#web/lib/mutation-errors.ts';

/** "Continue with a passkey" (issue 29) on the login card; `onSignedIn` carries on to where the visitor came from. */
export function PasskeyButton({ disabled, onSignedIn }: { disabled: boolean; onSignedIn: () => void }) {
  const { signInWithPasskey } = useAuth();
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    try {
      await signInWithPasskey();
      toast.success(messages.loginSuccess);
      onSignedIn();
    } catch (error) {
      void toastError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-outline w-full" disabled={disabled || busy} onClick={() => void signIn()}>
      {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <HiKey aria-hidden="true" className="size-5" />}
      Continue with a passkey
    </button>
  );
}
