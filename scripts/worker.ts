// npm run worker: runs the background jobs (the mail outbox's retries and sweep, the hourly pruning,
// subscription alerts, digests and their sending, the newsroom's scheduled publications) in a
// process of their own, e.g. next to app processes started with SUBSCRIPTION_JOBS=off. Uses
// DATABASE_URL and SMTP_URL like the app, and METRICS_PORT (its own, lib/ops/metrics.mjs) when set.
// On SIGTERM or Ctrl-C it stops taking jobs and lets the running one finish (pg-boss fails it back
// to the queue for a retry if it takes longer than the stop's time-out), then closes the pool. It runs
// at a lower CPU priority than the app's processes (WORKER_NICE), in a CPU-weighted group when
// WORKER_CGROUP names one.
import "./check-node.mjs";
import { log, routeConsole } from "../lib/ops/log.mjs";
import { metricsSettings, serveMetrics } from "../lib/ops/metrics.mjs";
import { generateClient } from "./db/generate";

routeConsole();

async function main() {
  if (!process.env.DATABASE_URL) {
    log.fatal("DATABASE_URL is not set: the worker needs the app's PostgreSQL database.");
    process.exit(2);
  }
  const metricsAt = metricsSettings(process.env);
  // A fresh clone has no generated Prisma client until this (tests/unit/script-imports.test.ts).
  generateClient();
  const { stopJobs } = await import("../lib/jobs");
  const { startBackgroundJobs } = await import("../lib/background-jobs");
  const { db } = await import("../lib/db");
  // Background work takes the CPU the pages leave (lib/ops/priority.ts).
  const priority = await (await import("../lib/ops/priority")).lowerWorkerPriority();
  log.info(
    priority,
    `worker: at nice ${priority.nice}; its PostgreSQL sessions: ${priority.sessions}; CPU group (WORKER_CGROUP): ${priority.group}`,
  );
  await startBackgroundJobs();
  if (metricsAt.port) {
    (await import("../lib/ops/collectors")).addCollectors();
    await serveMetrics({ ...metricsAt, port: metricsAt.port }, log);
  }
  log.info("worker: background jobs started");
  const stop = () => {
    log.info("worker: stopping after the running job");
    stopJobs()
      .then(() => db.$disconnect())
      .then(
        () => {
          log.info("worker: stopped");
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, "worker: stop failed");
          process.exit(1);
        },
      );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "worker failed");
  process.exit(1);
});
