/** The "Resolved" stamp of docs/product/screens.md#cancelation-requests on a handled cancellation request, with the decision beside it. */
export function ResolvedStamp({ decision }: { decision: 'approved' | 'declined' | null }) {
  return (
    <span className="inline-flex flex-col items-center">
      <span className="-rotate-6 rounded-md border-4 border-success px-3 py-0.5 text-lg font-black uppercase tracking-widest text-success">
        Resolved
      </span>
      {decision && <span className="mt-1 text-xs font-semibold capitalize text-base-content/75">{decision}</span>}
    </span>
  );
}
