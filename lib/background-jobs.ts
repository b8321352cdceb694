import "server-only";
import { log } from "@/lib/ops/log.mjs";

/**
 * Makes this process run every background job of the site (instrumentation.ts, `npm run worker`):
 * one family after the other, and again after a failure (several processes starting at once can
 * meet in pg-boss's set-up: PostgreSQL then aborts one with a deadlock), with a growing pause.
 */
export async function startBackgroundJobs(attempts = 6): Promise<void> {
  const [
    { startMailJobs },
    { startMaintenanceJobs },
    { startSubscriptionJobs },
    { startNewsroomJobs },
    { startAggregationJobs },
  ] = await Promise.all([
    import("@/lib/mail/jobs"),
    import("@/lib/maintenance"),
    import("@/lib/subscriptions/jobs"),
    import("@/lib/newsroom/schedule"),
    import("@/lib/aggregation/jobs"),
  ]);
  for (let attempt = 1; ; attempt++) {
    try {
      await startMailJobs();
      await startMaintenanceJobs();
      await startSubscriptionJobs();
      await startNewsroomJobs();
      await startAggregationJobs();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      log.warn({ err: error }, "background jobs: start failed; trying again");
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}
