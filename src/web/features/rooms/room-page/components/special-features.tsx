/** docs/product/screens.md#room-detail: the room's facilities as a numbered list. */
export function SpecialFeatures({ facilities }: { facilities: string[] }) {
  return (
    <section aria-labelledby="special-features-heading" className="rounded-2xl border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <h2 id="special-features-heading" className="mb-3 text-xl font-semibold">
        Special features
      </h2>
      <ol className="list-decimal space-y-1.5 pl-6 marker:font-semibold">
        {facilities.map((facility, index) => (
          <li key={index}>{facility}</li>
        ))}
      </ol>
    </section>
  );
}
