/**
 * "Confirm your password" before a two-factor change (issue 29: better-auth asks for it on enable,
 * disable and new backup codes). A wrong password says so under the field; Cancel leaves.
 */
import { useId, useState, type FormEvent } from 'react';

const WRONG_PASSWORD = 'That password is not right.';

/** `onConfirm(password)` does the change; its rejection's message (or "That password is not right.") shows under the field. */
export function PasswordConfirmForm({
  submitLabel,
  onConfirm,
  onCancel,
}: {
  submitLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError('Enter your password');
    setIsBusy(true);
    setError(null);
    try {
      await onConfirm(password);
    } catch (refusal) {
      const code = (refusal as { code?: string }).code;
      setError(code === 'INVALID_PASSWORD' ? WRONG_PASSWORD : (refusal as Error).message);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-password`} className="text-sm font-medium">
          Confirm your password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          className={`input w-full sm:max-w-sm ${error ? 'input-error' : ''}`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus
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
          {submitLabel}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={isBusy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
