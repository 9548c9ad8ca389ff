/** The pieces of a FormDialog's form, so every dialog's fields and messages look and announce alike. */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A labelled multi-line field (4 rows, at most 2000 characters like the shared schemas' limit).
 * `describedBy` names the message that explains it; `children` go under it (e.g. that message).
 */
export function DialogTextarea({
  id,
  label,
  placeholder,
  registration,
  invalid,
  describedBy,
  children,
}: {
  id: string;
  label: string;
  placeholder: string;
  registration: UseFormRegisterReturn;
  invalid: boolean;
  describedBy?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={2000}
        required
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={`textarea w-full ${invalid ? 'textarea-error' : ''}`}
        placeholder={placeholder}
        {...registration}
      />
      {children}
    </div>
  );
}

/** A validation message, announced as it appears (role="alert"); renders nothing without one. */
export function DialogFieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-error">
      {message}
    </p>
  );
}
