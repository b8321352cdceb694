import type { PriorityReport } from "../../lib/ops/priority";

// Messages between npm run bench:ingest and its fetching process (./ingest-poller.ts).
export type PollerRequest =
  | { type: "poll"; ids: string[]; concurrency: number; gapMs: number; addresses: string[] }
  | { type: "memory" }
  | { type: "stop" };
export type PollerReply =
  | { type: "ready"; priority: PriorityReport }
  | { type: "memory"; rss: number; heapUsed: number }
  | { type: "polled"; seconds: number; outcomes: Record<string, number>; peakRss: number };
