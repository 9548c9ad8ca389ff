/**
 * Enrolment's middle step (issue 29): scan the QR code, or type the secret by hand, then enter
 * the first code the app shows. Two-factor sign-in is on only once that code is accepted.
 */
import { useId, useState, type FormEvent } from 'react';
import { codeErrorMessage, confirmEnrolment, secretOf } from '#web/lib/two-factor-api.ts';
import { TotpQrCode } from './totp-qr-code.tsx';

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** `totpURI` from better-auth's enable; `onVerified` once the first code was accepted; `onCancel` to stop. */
export function AuthenticatorSetup({ totpURI, onVerified, onCancel }: { totpURI: string; onVerified: () => void; onCancel: () => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const secret = secretOf(totpURI);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code from your authenticator app');
    setIsBusy(true);
    setError(null);
    try {
      await confirmEnrolment(code);
      onVerified();
    } catch (refusal) {
      setError(codeErrorMessage(refusal, 'totp'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this QR code, or enter the setup key by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <TotpQrCode uri={totpURI} />
        <div className="min-w-0">
          <p className="text-sm font-medium" id={`${id}-key-label`}>
            Setup key
          </p>
          <p className="font-mono text-lg break-all" aria-labelledby={`${id}-key-label`} data-testid="totp-secret">
            {grouped(secret)}
          </p>
        </div>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-code`} className="text-sm font-medium">
            Code from the app
          </label>
          <input
            id={`${id}-code`}
            className={`input w-full font-mono tracking-widest sm:max-w-xs ${error ? 'input-error' : ''}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-error">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={isBusy}>
            {isBusy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Verify and turn on
          </button>
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={isBusy}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
