import { HiComputerDesktop, HiDevicePhoneMobile, HiDeviceTablet, HiQuestionMarkCircle } from 'react-icons/hi2';
import type { AccountSession } from '#shared/schemas/account-security.ts';
import { formatTimestamp } from '#web/lib/format.ts';

const KIND_ICONS = {
  desktop: HiComputerDesktop,
  mobile: HiDevicePhoneMobile,
  tablet: HiDeviceTablet,
  unknown: HiQuestionMarkCircle,
} as const;

/**
 * One signed-in device (issue 29): what it is, where from (its IP address: no place database is
 * reachable), when it signed in and was last active; "This device" marked, the others with End.
 */
export function SessionRow({ session, isEnding, onEnd }: { session: AccountSession; isEnding: boolean; onEnd: () => void }) {
  const Icon = KIND_ICONS[session.kind];
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon aria-hidden="true" className="size-8 shrink-0 text-base-content/70" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {session.device}
          {session.isCurrent && <span className="badge badge-success badge-soft ml-2 align-middle">This device</span>}
        </p>
        <p className="text-sm text-base-content/70">
          {session.ipAddress ? `IP ${session.ipAddress}` : 'IP address unknown'} · Signed in {formatTimestamp(session.signedInAt)} · Last
          active {formatTimestamp(session.lastUsedAt)}
        </p>
      </div>
      {!session.isCurrent && (
        <button
          type="button"
          className="btn btn-sm btn-outline btn-error"
          onClick={onEnd}
          disabled={isEnding}
          aria-label={`End session: ${session.device}, signed in ${formatTimestamp(session.signedInAt)}`}
        >
          {isEnding && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          End
        </button>
      )}
    </li>
  );
}
