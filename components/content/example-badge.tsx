/** The "example content" mark of invented demo items (docs/content.md), in cards and search results. */
export function ExampleBadge({ label }: { label: string }) {
  return <span className="example-badge">{label}</span>;
}
