/** The "example content" mark of invented demo items (docs/content.md), in cards and search results. */
export function ExampleBadge({ label }: { label: string }) {
  return (
    <span className="rounded border border-slate-500 px-1.5 font-medium text-slate-800 dark:border-slate-400 dark:text-slate-100">
      {label}
    </span>
  );
}
