import "server-only";
import { serverEnv } from "@/lib/env";
import { schedule, work } from "@/lib/jobs";
import { deliverSubscriptionMail } from "@/lib/mail/outbox";
import { routing } from "@/lib/i18n/routing";
import { scanPublished } from "./alerts";
import { queueDigests } from "./digests";
import { deliverJob, digestJob, scanJob } from "./job-names";
import { editionTimeZones } from "./zones";

let started: Promise<void> | undefined;

/**
 * Registers the subscription jobs in this process and schedules them: every minute, a scan for
 * newly published alerts (the seed and imports publish without calling notifyPublished) and a
 * sending run at the per-minute rate; and each edition's digests at 07:00 in its time zone. Started by instrumentation.ts in each app process (unless
 * SUBSCRIPTION_JOBS=off) and by `npm run worker`; the jobs are shared, so each runs once whatever
 * the number of processes.
 */
export function startSubscriptionJobs(): Promise<void> {
  started ??= (async () => {
    const perMinute = serverEnv().MAIL_RATE_PER_MINUTE;
    await work(scanJob, async () => {
      await scanPublished();
      await deliverSubscriptionMail(perMinute);
    });
    await work(deliverJob, async () => {
      await deliverSubscriptionMail(perMinute);
    });
    await schedule(scanJob, "* * * * *", {});
    await schedule(deliverJob, "* * * * *", {});
    // One digest queue per edition, each at 07:00 in its own time zone.
    const zones = editionTimeZones();
    for (const edition of routing.locales) {
      const name = `${digestJob}-${edition}`;
      await work(name, async () => {
        await queueDigests({ edition });
        await deliverSubscriptionMail(perMinute);
      });
      await schedule(name, "0 7 * * *", {}, zones[edition]);
    }
  })().catch((error: unknown) => {
    // Tried again by the next start (lib/background-jobs.ts retries).
    started = undefined;
    throw error;
  });
  return started;
}
