import type { InvoiceParty } from '#shared/domain/invoice.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';

/**
 * One side of an invoice (shared/domain/invoice.ts): name, postal lines, e-mail, phone. `party`
 * is null while the hotel's identity is still on its way from GET /api/booking-limits.
 */
export function InvoicePartyBlock({
  title,
  party,
  className = '',
}: {
  title: 'From' | 'To';
  party: InvoiceParty | null;
  className?: string;
}) {
  return (
    <div className={className}>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-base-content/75">{title}</h3>
      {party ? (
        <address className="mt-1 not-italic leading-relaxed">
          <span className="block font-semibold">{party.name}</span>
          {party.addressLines.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
          <EmailText email={party.email} className="block" />
          {party.phone && <span className="block">{party.phone}</span>}
        </address>
      ) : (
        <p role="status" className="mt-1">
          <span className="loading loading-dots loading-sm" aria-hidden="true" />
          <span className="sr-only">Loading the hotel's address…</span>
        </p>
      )}
    </div>
  );
}
