/** A centered daisyUI loading spinner with an accessible label (role="status"). */
export function Spinner({ label = 'Loading…', className = 'min-h-[50vh]' }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex w-full items-center justify-center ${className}`}>
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
