/**
 * The report's charts (issue 13), drawn with recharts. Imported lazily by the reports page
 * only, so recharts stays out of every other page's JavaScript.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import type { Report } from '#shared/schemas/front-desk.ts';
import { formatMoney } from '#web/lib/format.ts';

const PRIMARY = 'var(--color-primary)';
const SECONDARY = 'var(--color-secondary)';
const axis = { fontSize: 12, fill: 'var(--color-base-content)' };

function ChartCard({ title, summary, children }: { title: string; summary: string; children: React.ReactElement }) {
  return (
    <figure className="rounded-box border border-base-300 bg-base-100 p-4">
      <figcaption className="mb-3 font-display text-lg font-semibold">{title}</figcaption>
      {/* The chart is a picture of the table and figures beside it; screen readers get the summary. */}
      <div role="img" aria-label={summary} className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Rooms sold per night across the range, and room revenue per category. */
export default function ReportCharts({ report }: { report: Report }) {
  const daily = report.daily.map((d) => ({
    day: Number(d.date.slice(8)),
    date: d.date,
    // Each night against the rooms that existed that night (issue 24), not the range's count.
    occupancy: d.available ? Math.round((d.sold / d.available) * 100) : 0,
  }));
  const categories = report.byCategory.map((c) => ({ name: humanizeCategory(c.category), revenue: c.revenue, bookings: c.bookings }));
  const best = [...daily].sort((a, b) => b.occupancy - a.occupancy)[0];
  return (
    <div className="grid gap-5 xl:grid-cols-2">
      <ChartCard
        title="Occupancy per night"
        summary={`Occupancy per night, from ${report.from} to ${report.to}; highest ${best?.occupancy ?? 0}% on ${best?.date ?? report.from}.`}
      >
        <BarChart data={daily} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={axis} interval="preserveStartEnd" />
          <YAxis domain={[0, 100]} unit="%" tick={axis} />
          <Tooltip
            formatter={(v) => [`${String(v)}%`, 'Occupancy']}
            labelFormatter={(_, p) => String((p?.[0]?.payload as { date?: string } | undefined)?.date ?? '')}
          />
          <Bar dataKey="occupancy" fill={PRIMARY} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Room revenue by category"
        summary={
          categories.length ? categories.map((c) => `${c.name}: ${formatMoney(c.revenue)}`).join('; ') : 'No room revenue in this range.'
        }
      >
        <BarChart data={categories} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={axis} tickFormatter={(v: number) => `${Math.round(v / 1000)}k`} />
          <YAxis type="category" dataKey="name" width={110} tick={axis} />
          <Tooltip formatter={(v) => [formatMoney(Number(v)), 'Revenue']} />
          <Bar dataKey="revenue" fill={SECONDARY} radius={[0, 3, 3, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
    </div>
  );
}
