import type { ReactNode } from 'react';

/** One section of the security page: a card with its heading (h2, labelling the section) and a short line on what it is for. */
export function SecurityCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <div>
          <h2 id={id} className="font-display text-xl font-semibold">
            {title}
          </h2>
          <p className="text-sm text-base-content/70">{description}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
