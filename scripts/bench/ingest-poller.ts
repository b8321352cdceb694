// The fetching process of npm run bench:ingest, as a worker would be: a child process of its own, so
// that its memory is measured alone and the page load the bench drives (autocannon, in the parent)
// is not slowed by it or by its priority. Started with DATABASE_URL set to the bench's database; asked
// over IPC to poll every feed with `concurrency` at once through pollFeed and the database host gate,
// it answers with the poll's duration, the outcomes and its peak RSS so far. It runs at the worker's
// priority (WORKER_NICE, lib/ops/priority.ts), its PostgreSQL sessions too, and in the CPU group the
// bench passes as WORKER_CGROUP, when it could make one.
import type { PollerReply, PollerRequest } from "./ingest-poller-types";

let peak = 0;
setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50).unref();

async function main() {
  const { pollFeed } = await import("../../lib/aggregation/poll");
  const { hostLimiter } = await import("../../lib/aggregation/fetch");
  const { databaseHostGate } = await import("../../lib/aggregation/host-gate");
  const { db } = await import("../../lib/db");
  const { lowerWorkerPriority } = await import("../../lib/ops/priority");
  const reply = (message: PollerReply) => process.send!(message);

  process.on("message", (message: PollerRequest) => {
    if (message.type === "stop") {
      void db.$disconnect().finally(() => process.exit(0));
      return;
    }
    if (message.type === "memory") {
      const { rss, heapUsed } = process.memoryUsage();
      reply({ type: "memory", rss, heapUsed });
      return;
    }
    const { ids, concurrency, gapMs, addresses } = message;
    const fetch = {
      limiter: hostLimiter(concurrency),
      hostGate: databaseHostGate({ gapMs }),
      allowAddresses: addresses,
    };
    void (async () => {
      const started = performance.now();
      const outcomes: Record<string, number> = {};
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < ids.length) {
            const id = ids[next++]!;
            // An error is counted, as the worker's job queue would retry it, rather than ending the poll.
            const report = await pollFeed(id, { force: true, fetch }).catch((error: unknown) => ({
              outcome: `thrown: ${(error as { code?: string }).code ?? (error as Error).name}`,
            }));
            const key = report?.outcome ?? "skipped";
            outcomes[key] = (outcomes[key] ?? 0) + 1;
          }
        }),
      );
      reply({ type: "polled", seconds: (performance.now() - started) / 1000, outcomes, peakRss: peak });
    })();
  });
  reply({ type: "ready", priority: await lowerWorkerPriority() });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
