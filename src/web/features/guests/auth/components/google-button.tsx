import { useState } from 'react';
import toast from 'react-hot-toast';
import { FcGoogle } from 'react-icons/fc';
import { messages } from '#shared/messages.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { uiText } from '#web/lib/ui-text.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';

/**
 * "Continue with Google" (docs/product/screens.md#login, docs/product/api.md#identity popup 500×600). Signs in through the
 * configured provider, upserts the record and toasts "SignUp Successfull with Google", then
 * calls `onSignedIn`; provider errors are shown as they come (docs/product/messages.md#identity-provider-errors). Without a configured
 * provider it says so instead of failing silently (docs/architecture.md#external-services).
 */
export function GoogleButton({ disabled, returnTo, onSignedIn }: { disabled?: boolean; returnTo: string; onSignedIn: () => void }) {
  const { signInWithGoogle } = useAuth();
  const providers = useAuthProviders();
  const [isBusy, setIsBusy] = useState(false);

  function onClick() {
    const providerId = providers.data?.providerId;
    if (!providers.data?.google || !providerId) {
      toast.error(uiText.googleNotConfigured);
      return;
    }
    setIsBusy(true);
    // Called synchronously from the click so the browser lets the popup open.
    signInWithGoogle(providerId, returnTo)
      .then((outcome) => {
        if (outcome !== 'signed-in') return;
        toast.success(messages.signupGoogleSuccess);
        onSignedIn();
      })
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setIsBusy(false));
  }

  return (
    <button
      type="button"
      className="btn btn-outline w-full border-base-300 bg-base-100"
      disabled={disabled || isBusy || providers.isPending}
      aria-busy={isBusy || undefined}
      onClick={onClick}
    >
      {isBusy || providers.isPending ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : (
        <FcGoogle aria-hidden="true" className="size-5" />
      )}
      Continue with Google
    </button>
  );
}
