import { useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { HiKey } from 'react-icons/hi2';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatTimestamp } from '#web/lib/format.ts';
import { useDeletePasskeyMutation, usePasskeysQuery, type PasskeyItem } from '../api/passkeys.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { SecurityCard } from './security-card.tsx';

const noSubscription = () => () => {};
/** Whether this browser can make passkeys (false on the server's render). */
const useCanUsePasskeys = () =>
  useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === 'function',
    () => false,
  );

/** "Passkeys" (issue 29): sign in with this device's lock instead of a password. List, add, delete. */
export function PasskeysSection() {
  const passkeys = usePasskeysQuery();
  const canUse = useCanUsePasskeys();
  return (
    <SecurityCard
      id="security-passkeys"
      title="Passkeys"
      description="Sign in with your fingerprint, face or screen lock instead of your password."
    >
      {passkeys.isPending ? (
        <Spinner label="Loading your passkeys…" className="py-6" />
      ) : passkeys.isError ? (
        <p role="alert" className="text-error">
          Could not load your passkeys. Please reload the page.
        </p>
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm">You have no passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="divide-y divide-base-300">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {canUse ? <AddPasskeyForm /> : <p className="alert alert-info alert-soft">This browser cannot make passkeys.</p>}
    </SecurityCard>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeyItem }) {
  const remove = useDeletePasskeyMutation();
  const onDelete = () => remove.mutate(passkey.id, { onSuccess: () => toast.success('Passkey deleted') });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <HiKey aria-hidden="true" className="size-6 shrink-0 text-base-content/70" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{passkey.name}</p>
        {passkey.createdAt && <p className="text-sm text-base-content/70">Added {formatTimestamp(passkey.createdAt)}</p>}
      </div>
      <button
        type="button"
        className="btn btn-sm btn-outline btn-error"
        disabled={remove.isPending}
        onClick={onDelete}
        aria-label={`Delete passkey ${passkey.name}`}
      >
        {remove.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        Delete
      </button>
    </li>
  );
}
