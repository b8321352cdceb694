import type { Instrumentation } from "next";

// Runs once per server process: Sentry when SENTRY_DSN is set, the background jobs, and a timer that retries mail that
// could not be sent (SMTP down) and drops old rate-limit windows. Each timer run claims rows, so
// several processes can run it side by side.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { SENTRY_DSN } = (await import("@/lib/env")).serverEnv();
  if (SENTRY_DSN) {
    const [Sentry, { sentryOptions }] = await Promise.all([
      import("@sentry/nextjs"),
      import("@/lib/errors/sentry-options"),
    ]);
    Sentry.init(sentryOptions(SENTRY_DSN));
  }
  const { startMaintenance } = await import("@/lib/maintenance");
  startMaintenance();
  // The background jobs (lib/jobs, pg-boss): subscription alerts, digests and their sending, and the
  // newsroom's scheduled publications. `npm run worker` runs them alone (SUBSCRIPTION_JOBS=off here).
  const env = (await import("@/lib/env")).serverEnv();
  if (env.DATABASE_URL && env.SUBSCRIPTION_JOBS === "on") {
    const { startBackgroundJobs } = await import("@/lib/jobs/start");
    startBackgroundJobs().catch((error: unknown) =>
      console.error("background jobs:", error instanceof Error ? error.message : error),
    );
  }
}

// Errors in server components, route handlers and server actions, with Next's route context.
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  // A lost database connection turns the next requests into the 503 page (lib/health).
  if (process.env.NEXT_RUNTIME === "nodejs") (await import("@/lib/health/database")).noteDatabaseError(args[0]);
  if (process.env.NEXT_RUNTIME !== "nodejs" || !(await import("@/lib/env")).serverEnv().SENTRY_DSN) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.captureRequestError(...args);
};
