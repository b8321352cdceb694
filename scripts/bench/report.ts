// Small helpers for the bench's tables: percentiles and PASS/FAIL against a budget.

/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
