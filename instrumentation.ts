import type { Instrumentation } from "next";

// Runs once per server process: Sentry when SENTRY_DSN is set, and the background jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { SENTRY_DSN } = (await import("@/lib/env")).serverEnv();
  if (SENTRY_DSN) {
    const [Sentry, { serverSentryOptions }] = await Promise.all([
      import("@sentry/nextjs"),
      import("@/lib/errors/sentry-server"),
    ]);
    Sentry.init(serverSentryOptions(SENTRY_DSN));
  }
  // The background jobs (lib/jobs, pg-boss): the outbox's retries and sweep, the hourly pruning,
  // subscription alerts, digests and their sending, and the newsroom's scheduled publications.
  // `npm run worker` runs them alone (SUBSCRIPTION_JOBS=off here); a mail's first attempt is made
  // here either way, by the process that queued it.
  const env = (await import("@/lib/env")).serverEnv();
  if (env.DATABASE_URL && env.SUBSCRIPTION_JOBS === "on") {
    const { startBackgroundJobs } = await import("@/lib/background-jobs");
    const { log } = await import("@/lib/ops/log.mjs");
    startBackgroundJobs().catch((error: unknown) => log.error({ err: error }, "background jobs failed to start"));
  }
  // Gauges read at scrape time (pool, job queues, outbox, chat streams) for lib/ops/metrics.mjs.
  if (env.DATABASE_URL) (await import("@/lib/ops/collectors")).addCollectors();
}

// Errors in server components, route handlers and server actions, with Next's route context.
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  // A lost database connection turns the next requests into the 503 page (lib/health).
  if (process.env.NEXT_RUNTIME === "nodejs") (await import("@/lib/health/database")).noteDatabaseError(args[0]);
  if (process.env.NEXT_RUNTIME !== "nodejs" || !(await import("@/lib/env")).serverEnv().SENTRY_DSN) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.captureRequestError(...args);
};
