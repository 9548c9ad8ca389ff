import type { ReactNode } from 'react';

/** A centered "nothing here" block: a title, an optional subtitle and an optional action. */
export function EmptyState({
  title,
  subtitle,
  action,
  headingLevel = 2,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-box border border-dashed border-base-300 bg-base-200 px-6 py-16 text-center">
      <Heading className="font-display text-2xl font-semibold">{title}</Heading>
      {subtitle && <p className="text-base-content/75">{subtitle}</p>}
      {action}
    </div>
  );
}
