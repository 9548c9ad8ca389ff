import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type Tone = 'neutral' | 'valid' | 'invalid';

// Whole class names: Tailwind only generates classes it finds written out in the source.
const TONE_CLASSES = {
  input: { invalid: 'input-error', valid: 'input-success', neutral: '' },
  textarea: { invalid: 'textarea-error', valid: 'textarea-success', neutral: '' },
} as const;
const toneClass = (tone: Tone, kind: 'input' | 'textarea') => TONE_CLASSES[kind][tone];

/**
 * A labelled profile input (or textarea) with its message wired through aria-describedby.
 * `tone` colours the border: red when invalid, green when valid (docs/product/rules.md#profile phone), else plain.
 */
export function ProfileField({
  id,
  label,
  error,
  tone = error ? 'invalid' : 'neutral',
  hint,
  validMessage,
  registration,
  multiline,
  ...input
}: {
  id: string;
  label: string;
  error?: FieldError;
  tone?: Tone;
  hint?: string;
  /** Shown in green while `tone` is 'valid', so the state is not told by colour alone. */
  validMessage?: string;
  registration?: UseFormRegisterReturn;
  multiline?: boolean;
} & InputHTMLAttributes<HTMLInputElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const showValid = tone === 'valid' && validMessage;
  const describedBy =
    [error?.message ? `${id}-error` : null, showValid ? `${id}-valid` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    'aria-invalid': tone === 'invalid' ? true : undefined,
    'aria-describedby': describedBy,
    ...registration,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea className={`textarea min-h-24 w-full ${toneClass(tone, 'textarea')}`} rows={3} {...input} {...common} />
      ) : (
        <input className={`input w-full ${toneClass(tone, 'input')}`} {...input} {...common} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-base-content/75">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error.message}
        </p>
      )}
      {showValid && (
        <p id={`${id}-valid`} className="text-sm text-success">
          {validMessage}
        </p>
      )}
    </div>
  );
}
