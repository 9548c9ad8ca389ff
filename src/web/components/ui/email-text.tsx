import { Fragment } from 'react';
import { isUndeliverableEmail } from '#shared/domain/desk-guest.ts';

/**
 * An e-mail address that wraps at its natural seams (after "@" and before each ".") instead
 * of in the middle of a word, as `break-all` did. A desk guest's placeholder (issue 27: a `.invalid`
 * address, never mailed) reads "no e-mail".
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  if (isUndeliverableEmail(email)) return <span className={`italic ${className}`}>no e-mail</span>;
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
