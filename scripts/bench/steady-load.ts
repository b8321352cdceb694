// A steady load for the benches: GETs of one URL at a fixed rate, each sent at its scheduled time
// whatever the answers before it are doing, its latency counted from that time (so that a server
// which stalls is charged for the requests it held up: "coordinated omission"). autocannon's own
// rate limit sends each second's requests in a burst at the second's start, which measures the
// burst rather than the server.
import http from "node:http";
import { percentile } from "./report";

export type SteadyResult = {
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  late: number;
  /** p99 of each 5 s, in order: where the slow answers were. */
  windows: number[];
};

/** GETs `url` `rate` times a second until `until` settles, or for `seconds`. */
export async function steadyLoad(
  url: string,
  { rate, seconds, until }: { rate: number; seconds?: number; until?: Promise<unknown> },
): Promise<SteadyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  const byWindow: number[][] = [];
  let errors = 0;
  let late = 0; // requests sent more than 5 ms after their time (the generator itself was slow)
  let stopped = false;
  void until?.finally(() => (stopped = true));
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  const interval = 1000 / rate;
  let sent = 0;
  const send = (scheduled: number) => {
    const request = new Promise<void>((resolve) => {
      const req = http.get(url, { agent }, (response) => {
        response.resume();
        response.on("end", () => {
          if (response.statusCode === 200) {
            const latency = performance.now() - scheduled;
            latencies.push(latency);
            (byWindow[Math.floor((scheduled - start) / 5000)] ??= []).push(latency);
          } else errors++;
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
    });
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  };
  while (!stopped && (seconds === undefined || performance.now() - start < seconds * 1000)) {
    const now = performance.now();
    while (start + sent * interval <= now) {
      const scheduled = start + sent * interval;
      if (now - scheduled > 5) late++;
      send(scheduled);
      sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + sent * interval - performance.now())));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const at = (values: number[], q: number) => (values.length ? Math.round(percentile(values, q * 100) * 10) / 10 : 0);
  return {
    p50: at(latencies, 0.5),
    p99: at(latencies, 0.99),
    requests: sent,
    errors,
    late,
    windows: Array.from(byWindow, (values) => at(values ?? [], 0.99)),
  };
}
