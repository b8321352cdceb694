import "server-only";
import { db } from "@/lib/db";
import { serverEnv, siteOrigin } from "@/lib/env";
import type { FeedOutcome } from "@/lib/generated/prisma/enums";
import { fetchFeed, processLimiter, userAgent, type FetchOptions, type HostGate } from "./fetch";
import { databaseHostGate } from "./host-gate";
import { FeedParseError, decodeBody, parseFeedDocument } from "./parse";
import { prepareEntries, storeEntries } from "./store";

/** What one poll did, as stored on the feed's row. */
export type PollReport = {
  feedId: string;
  outcome: FeedOutcome;
  status: number | null;
  detail: string;
  created: string[];
  skipped: number;
  nextFetchAt: Date;
};

export type PollOptions = {
  /** Fetch even if the feed is not due (an editor's "fetch now"); a paused or disabled feed never is. */
  force?: boolean;
  /** Overrides of the fetch's limits and guard (tests); by default from the environment. */
  fetch?: FetchOptions;
  /** Called with the new entries' ids once stored (the trusted feeds' publisher). */
  onCreated?: (feedId: string, ids: string[]) => Promise<unknown>;
};

/** How long a claimed feed is left alone by other processes while it is fetched. */
const LEASE_MINUTES = 10;
const MAX_BACKOFF_MINUTES = 24 * 60;

/** After `errors` consecutive failures: the poll interval, doubled per failure after the first, up to a day. */
export function backoffMinutes(pollMinutes: number, errors: number): number {
  return Math.min(pollMinutes * 2 ** Math.max(errors - 1, 0), MAX_BACKOFF_MINUTES);
}

let gate: HostGate | undefined;

export function defaultFetchOptions(): FetchOptions {
  const env = serverEnv();
  gate ??= databaseHostGate({ gapMs: env.FEED_FETCH_HOST_GAP_MS });
  return {
    allowAddresses: env.FEED_FETCH_ALLOW_ADDRESSES?.split(",").map((a) => a.trim()) ?? [],
    userAgent: userAgent(siteOrigin()),
    limiter: processLimiter(env.FEED_FETCH_CONCURRENCY),
    hostGate: gate,
  };
}

/**
 * Fetches one feed if it is due (or `force`), active (not paused, not disabled) and not waiting on
 * a Retry-After, stores its new entries and records what came of it on its row. The feed is claimed
 * first, so two processes never poll it at once. Null when it was not polled. A network or feed
 * error is recorded, never thrown; only the database's own failures throw (the job is retried).
 */
export async function pollFeed(feedId: string, options: PollOptions = {}): Promise<PollReport | null> {
  const now = new Date();
  const lease = new Date(now.getTime() + LEASE_MINUTES * 60_000);
  // Claimed and read in one statement: a poll that ends in a 304 is a handful of round trips.
  const [feed] = await db.feed.updateManyAndReturn({
    where: {
      id: feedId,
      paused: false,
      disabledReason: null,
      ...(options.force ? {} : { nextFetchAt: { lte: now }, OR: [{ retryAfter: null }, { retryAfter: { lte: now } }] }),
    },
    data: { nextFetchAt: lease },
  });
  if (!feed) return null;
  const result = await fetchFeed(
    { url: feed.url, etag: feed.etag, lastModified: feed.lastModified },
    { ...defaultFetchOptions(), ...options.fetch },
  );
  const at = new Date();
  const next = (minutes: number) => new Date(at.getTime() + minutes * 60_000);

  if (result.kind === "error" || result.kind === "ok") {
    let failure: { outcome: FeedOutcome; status: number | null; detail: string; retryAfter: Date | null } | null = null;
    if (result.kind === "error") failure = result;
    else {
      try {
        const parsed = parseFeedDocument(decodeBody(result.body, result.contentType));
        const { entries, skipped } = prepareEntries(parsed, feed, at);
        const { created } = await storeEntries(feed, entries);
        const nextFetchAt = next(feed.pollMinutes);
        const detail = `${created.length} new, ${entries.length - created.length} known, ${skipped} skipped`;
        await db.feed.update({
          where: { id: feed.id },
          data: {
            etag: result.etag,
            lastModified: result.lastModified,
            lastFetchedAt: at,
            lastStatus: result.status,
            lastOutcome: "OK",
            lastDetail: detail,
            lastNewCount: created.length,
            lastSkippedCount: skipped,
            consecutiveErrors: 0,
            retryAfter: null,
            nextFetchAt,
          },
        });
        if (created.length && options.onCreated) await options.onCreated(feed.id, created);
        return { feedId, outcome: "OK", status: result.status, detail, created, skipped, nextFetchAt };
      } catch (error) {
        if (!(error instanceof FeedParseError)) throw error;
        failure = {
          outcome: "MALFORMED",
          status: result.status,
          detail: error.message.slice(0, 300),
          retryAfter: null,
        };
      }
    }
    const errors = feed.consecutiveErrors + 1;
    const backoff = next(backoffMinutes(feed.pollMinutes, errors));
    const nextFetchAt = failure.retryAfter && failure.retryAfter > backoff ? failure.retryAfter : backoff;
    await db.feed.update({
      where: { id: feed.id },
      data: {
        lastFetchedAt: at,
        lastStatus: failure.status,
        lastOutcome: failure.outcome,
        lastDetail: failure.detail,
        lastNewCount: 0,
        lastSkippedCount: 0,
        consecutiveErrors: errors,
        retryAfter: failure.retryAfter,
        nextFetchAt,
        // A 410 says the feed will not come back: stop until an editor clears it.
        ...(failure.outcome === "GONE" ? { disabledReason: "HTTP 410 Gone" } : {}),
      },
    });
    return { feedId, ...failure, created: [], skipped: 0, nextFetchAt };
  }

  const nextFetchAt = next(feed.pollMinutes);
  await db.feed.update({
    where: { id: feed.id },
    data: {
      lastFetchedAt: at,
      lastStatus: 304,
      lastOutcome: "NOT_MODIFIED",
      lastDetail: "not modified",
      lastNewCount: 0,
      lastSkippedCount: 0,
      consecutiveErrors: 0,
      retryAfter: null,
      nextFetchAt,
    },
  });
  return { feedId, outcome: "NOT_MODIFIED", status: 304, detail: "not modified", created: [], skipped: 0, nextFetchAt };
}

/** Ids of the active feeds that are due now, the most overdue first. */
export async function dueFeedIds(limit = 500, now = new Date()): Promise<string[]> {
  const rows = await db.feed.findMany({
    where: {
      paused: false,
      disabledReason: null,
      nextFetchAt: { lte: now },
      OR: [{ retryAfter: null }, { retryAfter: { lte: now } }],
    },
    orderBy: { nextFetchAt: "asc" },
    take: limit,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
