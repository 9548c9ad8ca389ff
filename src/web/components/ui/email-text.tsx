import { Fragment } from 'react';

/**
 * An e-mail address that wraps at its natural seams (after "@" and before each ".") instead
 * of in the middle of a word, as `break-all` did.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const parts = email.split(/(?=[.@])|(?<=@)/);
  return (
    <span className={`[overflow-wrap:anywhere] ${className}`} title={email}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
