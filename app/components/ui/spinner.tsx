/** A small spinner; the label is read by screen readers. */
export function Spinner({ label = "Indlæser..." }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-stone-700">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
