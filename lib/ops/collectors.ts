import "server-only";
import { openStreams } from "@/lib/chat/streams";
import { db, dbPool } from "@/lib/db";
import { isDraining, requestsInFlight } from "./drain.mjs";
import { log } from "./log.mjs";
import { addGauge } from "./metrics.mjs";

// The gauges read when Prometheus scrapes this process (lib/ops/metrics.mjs): the database pool,
// the job queues and the mail outbox (the last two are shared by every process: any one answers
// for all), chat streams open here, requests in flight and whether this process is draining. A
// query that fails (the database is down) leaves the gauge empty for that scrape.

type JobRow = { name: string; state: string; count: bigint };
type OutboxRow = { pending: bigint; failed: bigint; oldest: Date | null };

const quietly = async (what: string, fn: () => Promise<void>) => {
  try {
    await fn();
  } catch (error) {
    log.warn({ err: error }, `metrics: ${what} unavailable`);
  }
};

/** Registers the scrape-time gauges once per process. */
export function addCollectors(): void {
  addGauge(
    "db_pool_connections",
    "This process's PostgreSQL pool: total, idle, and queries waiting for one.",
    ["state"],
    (g) => {
      g.reset();
      const pool = dbPool();
      if (!pool) return;
      g.set({ state: "total" }, pool.totalCount);
      g.set({ state: "idle" }, pool.idleCount);
      g.set({ state: "waiting" }, pool.waitingCount);
    },
  );
  addGauge(
    "job_queue_jobs",
    "Background jobs by name and state (created, retry, active, failed).",
    ["name", "state"],
    (g) =>
      quietly("job queue", async () => {
        const rows = await db.$queryRaw<JobRow[]>`
        SELECT name, state::text AS state, count(*) AS count FROM pgboss.job
        WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`;
        g.reset();
        for (const row of rows) g.set({ name: row.name, state: row.state }, Number(row.count));
      }),
  );
  const outbox = async () => {
    const [row] = await db.$queryRaw<OutboxRow[]>`
      SELECT count(*) FILTER (WHERE status = 'PENDING') AS pending,
             count(*) FILTER (WHERE status = 'FAILED') AS failed,
             min("createdAt") FILTER (WHERE status = 'PENDING') AS oldest
      FROM "OutgoingMail"`;
    return row;
  };
  addGauge(
    "mail_outbox_mails",
    "Mails in the outbox not sent: pending (still tried) and failed (given up).",
    ["status"],
    (g) =>
      quietly("outbox", async () => {
        const row = await outbox();
        g.set({ status: "pending" }, Number(row?.pending ?? 0));
        g.set({ status: "failed" }, Number(row?.failed ?? 0));
      }),
  );
  addGauge(
    "mail_outbox_oldest_pending_seconds",
    "Age of the oldest mail still waiting to be sent (0: none).",
    [],
    (g) =>
      quietly("outbox", async () => {
        const oldest = (await outbox())?.oldest;
        g.set(oldest ? (Date.now() - oldest.getTime()) / 1000 : 0);
      }),
  );
  addGauge("chat_streams_open", "Chat event streams open in this process.", [], (g) => g.set(openStreams()));
  addGauge("http_requests_in_flight", "Requests this process is answering now.", [], (g) => g.set(requestsInFlight()));
  addGauge("process_draining", "1 while this process is stopping (readiness fails).", [], (g) =>
    g.set(isDraining() ? 1 : 0),
  );
}
