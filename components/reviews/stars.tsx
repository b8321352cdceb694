/** A 1-5 rating as stars, with the number for screen readers in `label`. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={label} className="text-amber-600 dark:text-amber-400">
      {"★".repeat(full)}
      <span className="text-slate-300 dark:text-slate-600">{"★".repeat(5 - full)}</span>
    </span>
  );
}
