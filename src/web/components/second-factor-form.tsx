/**
 * The second-factor code form (issue 29): the 6-digit authenticator code, or "Use a backup code"
 * instead. Shared by the sign-in's code step and the step-up dialog. A refused code shows its
 * message under the field and keeps what was typed, so nothing is lost.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { codeErrorMessage, type SecondFactorKind } from '#web/lib/two-factor-api.ts';

const text = {
  totp: {
    label: 'Authenticator code',
    hint: 'The 6-digit code your authenticator app shows for Hotel Booking.',
    empty: 'Enter the 6-digit code from your authenticator app',
    switchTo: 'Use a backup code',
  },
  backup: {
    label: 'Backup code',
    hint: 'One of the backup codes you saved when you set up two-factor sign-in. Each works once.',
    empty: 'Enter one of your backup codes',
    switchTo: 'Use the authenticator app',
  },
} as const;

/**
 * `onSubmit(code, kind)` verifies the code; when it rejects, its error's message (in our words,
 * two-factor-api.ts codeErrorMessage) shows under the field. `secondaryAction` sits under the buttons.
 */
export function SecondFactorForm({
  submitLabel,
  onSubmit,
  secondaryAction,
}: {
  submitLabel: string;
  onSubmit: (code: string, kind: SecondFactorKind) => Promise<void>;
  secondaryAction?: ReactNode;
}) {
  const id = useId();
  const [kind, setKind] = useState<SecondFactorKind>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const words = text[kind];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(words.empty);
    setIsBusy(true);
    setError(null);
    try {
      await onSubmit(code, kind);
    } catch (refusal) {
      setError(codeErrorMessage(refusal, kind));
    } finally {
      setIsBusy(false);
    }
  }

  function switchKind() {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    setCode('');
    setError(null);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-code`} className="text-sm font-medium">
          {words.label}
        </label>
        <input
          id={`${id}-code`}
          className={`input w-full font-mono tracking-widest ${error ? 'input-error' : ''}`}
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          autoFocus
        />
        <p id={`${id}-hint`} className="text-sm text-base-content/70">
          {words.hint}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={isBusy}>
        {isBusy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {submitLabel}
      </button>
      <button type="button" className="btn btn-link btn-sm self-center" onClick={switchKind}>
        {words.switchTo}
      </button>
      {secondaryAction}
    </form>
  );
}
