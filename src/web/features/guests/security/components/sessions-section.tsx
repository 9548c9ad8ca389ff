import toast from 'react-hot-toast';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAccountSessionsQuery, useEndOtherSessionsMutation, useEndSessionMutation } from '../api/sessions.ts';
import { SecurityCard } from './security-card.tsx';
import { SessionRow } from './session-row.tsx';

/**
 * "Where you're signed in" (issue 29): every live session of the account, this device first
 * marked; End on any other one, or "End all other sessions". An ended session stops working at once.
 */
export function SessionsSection() {
  const sessions = useAccountSessionsQuery();
  const endOne = useEndSessionMutation();
  const endOthers = useEndOtherSessionsMutation();
  const others = sessions.data?.filter((session) => !session.isCurrent).length ?? 0;

  const end = (id: string) => endOne.mutate(id, { onSuccess: () => toast.success('Session ended') });
  const endAll = () => endOthers.mutate(undefined, { onSuccess: ({ message }) => toast.success(message) });

  return (
    <SecurityCard
      id="security-sessions"
      title="Where you're signed in"
      description="End a session you do not recognise. Places are IP addresses."
    >
      {sessions.isPending ? (
        <Spinner label="Loading your sessions…" className="py-6" />
      ) : sessions.isError ? (
        <p role="alert" className="text-error">
          Could not load your sessions. Please reload the page.
        </p>
      ) : (
        <>
          <ul aria-label="Your sessions" className="divide-y divide-base-300">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                isEnding={endOne.isPending && endOne.variables === session.id}
                onEnd={() => end(session.id)}
              />
            ))}
          </ul>
          <div className="flex justify-end">
            <button type="button" className="btn btn-outline btn-error" disabled={others === 0 || endOthers.isPending} onClick={endAll}>
              {endOthers.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              End all other sessions
            </button>
          </div>
        </>
      )}
    </SecurityCard>
  );
}
