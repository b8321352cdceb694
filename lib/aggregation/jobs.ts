import "server-only";
import { schedule, send, work } from "@/lib/jobs";
import { serverEnv } from "@/lib/env";
import { db } from "@/lib/db";
import { expireCovidnet } from "@/lib/covidnet/channel-feeds";
import { dueFeedIds, pollFeed } from "./poll";
import { publishTrusted } from "./publish";
import { purgeOldEntries } from "./purge";

export const scanFeedsJob = "aggregation-scan";
export const fetchFeedJob = "aggregation-fetch";
export const purgeEntriesJob = "aggregation-purge";

/** Queues a fetch of every active feed that is due (each job claims its feed, so a second is harmless). */
export async function enqueueDueFeeds(limit = 1000): Promise<number> {
  const ids = await dueFeedIds(limit);
  for (const feedId of ids) await send(fetchFeedJob, { feedId }, { singletonKey: feedId, retryLimit: 1 });
  return ids.length;
}

/** One feed's poll; a trusted feed's new entries are published at once. */
export async function runFetchJob({ feedId }: { feedId: string }): Promise<void> {
  await pollFeed(feedId, { onCreated: afterNewEntries });
}

/** A trusted feed's new entries are published; a feed that fills a covidnet channel shows them there. */
async function afterNewEntries(feedId: string, ids: string[]): Promise<void> {
  await publishTrusted(feedId, ids);
  const feed = await db.feed.findUnique({ where: { id: feedId }, select: { channelId: true } });
  if (feed?.channelId) await expireCovidnet();
}

/**
 * "Fetch now": makes an active feed due at once and queues its fetch. A publisher's Retry-After
 * still holds (the fetch waits for it); a paused or stopped feed is left alone.
 */
export async function fetchNow(feedId: string): Promise<boolean> {
  const { count } = await db.feed.updateMany({
    where: { id: feedId, paused: false, disabledReason: null },
    data: { nextFetchAt: new Date() },
  });
  if (count) await send(fetchFeedJob, { feedId }, { singletonKey: feedId, retryLimit: 1 });
  return count > 0;
}

let started: Promise<void> | undefined;

/**
 * Makes this process poll feeds (lib/background-jobs.ts: the app's processes and `npm run worker`,
 * unless FEED_JOBS=off): every minute a scan queues the due feeds, and FEED_FETCH_CONCURRENCY
 * fetches run at once, one per host at a time (lib/aggregation/fetch.ts); every night rejected and
 * filtered entries older than 90 days are deleted.
 */
export function startAggregationJobs(): Promise<void> {
  const env = serverEnv();
  if (env.FEED_JOBS === "off") return Promise.resolve();
  started ??= (async () => {
    await work(fetchFeedJob, runFetchJob, { batchSize: env.FEED_FETCH_CONCURRENCY });
    await work(scanFeedsJob, async () => {
      await enqueueDueFeeds();
    });
    await schedule(scanFeedsJob, "* * * * *", {});
    await work(purgeEntriesJob, async () => {
      await purgeOldEntries();
    });
    await schedule(purgeEntriesJob, "17 3 * * *", {});
  })().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}
