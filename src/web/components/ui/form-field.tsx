import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Labelled input with its validation message wired through aria-describedby. */
export function FormField({
  id,
  label,
  error,
  registration,
  ...input
}: {
  id: string;
  label: string;
  /** A react-hook-form field error (or anything with its `message`); marks the input invalid. */
  error?: { message?: string };
  registration: UseFormRegisterReturn;
} & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  const isFile = input.type === 'file';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`${isFile ? 'file-input' : 'input'} w-full ${error ? (isFile ? 'file-input-error' : 'input-error') : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      {error?.message && (
        <p id={errorId} className="text-sm text-error">
          {error.message}
        </p>
      )}
    </div>
  );
}
