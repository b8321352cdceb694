import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/generated/prisma/enums";
import { routing } from "@/lib/i18n/routing";
import { schedule, send, work } from "@/lib/jobs";
import { markScheduled, publishEdition } from "./editions";

// Scheduled publication, on the site's one job library (lib/jobs, pg-boss): scheduling
// queues one job to run at the language's publish time; whichever process claims it publishes the
// language once. The job checks, under the language's lock, that the schedule it was queued for
// still holds (a language rescheduled, published by hand or unpublished meanwhile is left alone),
// so a job that runs twice, or the minute scan that catches anything a lost job missed, publishes
// nothing twice.

export const publishJob = "newsroom-publish";
export const scanJob = "newsroom-scheduled-scan";

type PublishData = { articleId: string; locale: Locale; at: string };

/** Schedules a language for `at`; false when it has no text to publish. */
export async function scheduleEdition(articleId: string, locale: Locale, at: Date): Promise<boolean> {
  if (!(await markScheduled(articleId, locale, at))) return false;
  await send<PublishData>(
    publishJob,
    { articleId, locale, at: at.toISOString() },
    { startAfter: at, singletonKey: `${articleId}:${locale}:${at.toISOString()}` },
  );
  return true;
}

/** Publishes what the job was queued for, if it still holds. */
export async function runScheduledPublication({ articleId, locale, at }: PublishData): Promise<boolean> {
  if (!routing.locales.includes(locale)) return false;
  const result = await publishEdition(
    articleId,
    locale,
    { change: "substantive", correction: null, userId: null },
    new Date(at),
  );
  return result.ok;
}

/** Publishes every language whose time has come (the safety net behind the jobs); how many. */
export async function publishDue(now = new Date()): Promise<number> {
  const due = await db.articleDraft.findMany({
    where: { status: "SCHEDULED", scheduledFor: { lte: now } },
    select: { articleId: true, locale: true, scheduledFor: true },
    take: 100,
  });
  let published = 0;
  for (const row of due)
    if (
      await runScheduledPublication({
        articleId: row.articleId,
        locale: row.locale,
        at: row.scheduledFor!.toISOString(),
      })
    )
      published++;
  return published;
}

let started: Promise<void> | undefined;

/** Makes this process run the newsroom's jobs (instrumentation.ts and `npm run worker`). */
export function startNewsroomJobs(): Promise<void> {
  started ??= (async () => {
    await work<PublishData>(publishJob, async (data) => {
      await runScheduledPublication(data);
    });
    await work(scanJob, async () => {
      await publishDue();
    });
    await schedule(scanJob, "* * * * *", {});
  })().catch((error: unknown) => {
    // Tried again by the next start (lib/background-jobs.ts retries).
    started = undefined;
    throw error;
  });
  return started;
}
