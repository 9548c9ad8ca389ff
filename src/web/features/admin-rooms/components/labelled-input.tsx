import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Labelled text or number input with its validation message wired through aria-describedby. */
export function LabelledInput({ id, label, error, registration, ...input }: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
} & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      {error && <p id={errorId} className="text-sm text-error">{error}</p>}
    </div>
  );
}
