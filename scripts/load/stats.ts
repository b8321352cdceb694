// Per-kind tallies of a load run: latencies (ms), answers by status, refusals by reason.
export class Tally {
  latencies: number[] = [];
  statuses = new Map<string, number>();
  count = 0;

  add(status: string, ms: number) {
    this.count++;
    this.latencies.push(ms);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  percentile(p: number): number {
    if (!this.latencies.length) return 0;
    const sorted = Float64Array.from(this.latencies).sort();
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  }

  errors(): string {
    const bad = [...this.statuses].filter(([s]) => !/^2\d\d$/.test(s) && s !== "ok");
    return bad.length
      ? bad
          .sort()
          .map(([s, n]) => `${s}: ${n}`)
          .join(", ")
      : "none";
  }
}
