import "server-only";
import { pruneSessions } from "@/lib/auth/sessions";
import { schedule, work } from "@/lib/jobs";
import { purgeOldMail } from "@/lib/mail/outbox";
import { pruneRateLimits } from "@/lib/rate-limit";

export const pruneJob = "maintenance-prune";

/** Drops what has outlived its use: rate-limit windows, ended sessions, old sent and failed mail. */
export async function pruneExpiredRows(): Promise<void> {
  await Promise.all([pruneRateLimits(), pruneSessions(), purgeOldMail()]);
}

let started: Promise<void> | undefined;

/** Makes this process run the hourly pruning job (lib/background-jobs.ts); it runs once an hour in all. */
export function startMaintenanceJobs(): Promise<void> {
  started ??= (async () => {
    await work(pruneJob, pruneExpiredRows);
    await schedule(pruneJob, "0 * * * *", {});
  })().catch((error: unknown) => {
    // Tried again by the next start (lib/background-jobs.ts retries).
    started = undefined;
    throw error;
  });
  return started;
}
