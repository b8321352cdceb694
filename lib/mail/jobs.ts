import "server-only";
import { schedule, work } from "@/lib/jobs";
import { retryMailJob, sweepMailJob } from "./job-names";
import { deliverDueMail, sendPendingMail } from "./outbox";

let started: Promise<void> | undefined;

/**
 * Makes this process run the outbox's jobs (lib/background-jobs.ts: the app's processes unless
 * SUBSCRIPTION_JOBS=off, and `npm run worker`): the retry a failed send queued for the end of its
 * back-off, and every minute a sweep for mail that is due and that no job sent. Whichever process
 * claims the outbox row sends it, so a mail goes once however many processes run these.
 */
export function startMailJobs(): Promise<void> {
  started ??= (async () => {
    await work<{ id: string }>(retryMailJob, async ({ id }) => {
      await sendPendingMail(id);
    });
    await work(sweepMailJob, async () => {
      await deliverDueMail();
    });
    await schedule(sweepMailJob, "* * * * *", {});
  })().catch((error: unknown) => {
    // Tried again by the next start (lib/background-jobs.ts retries).
    started = undefined;
    throw error;
  });
  return started;
}
