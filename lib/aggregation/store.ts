import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { AlertLevel, FeedKind, Locale } from "@/lib/generated/prisma/enums";
import { alertLevelFor, type AlertRule } from "./alerts";
import {
  MAX_AUTHOR,
  MAX_GUID,
  MAX_SUMMARY,
  MAX_TITLE,
  canonicalLink,
  cleanDate,
  cleanLink,
  cleanText,
  cleanVideoId,
} from "./clean";
import { detectLocale, feedLocale } from "./language";
import type { ParsedFeed } from "./parse";
import { scoreEntries } from "./relevance";
import { withoutBlocked } from "./takedown";

/** An entry cleaned and ready to store. */
export type CleanEntry = {
  guid: string;
  canonicalUrl: string;
  link: string;
  title: string;
  summary: string;
  author: string | null;
  publishedAt: Date | null;
  entryUpdatedAt: Date | null;
  youtubeVideoId: string | null;
  language: Locale | null;
};

/**
 * The entries of a parsed feed, cleaned (clean.ts) and with their language: the feed row's setting,
 * else the document's, else detected. An entry without a title or an http(s) link is skipped and
 * counted, and so is a second entry with the same guid or link in one document.
 */
export function prepareEntries(
  parsed: ParsedFeed,
  feed: { url: string; language: Locale | null },
  now = new Date(),
): { entries: CleanEntry[]; skipped: number } {
  const declared = feed.language ?? feedLocale(parsed.language);
  const entries: CleanEntry[] = [];
  const guids = new Set<string>();
  const links = new Set<string>();
  let skipped = 0;
  for (const raw of parsed.entries) {
    const title = cleanText(raw.title, MAX_TITLE);
    const link = cleanLink(raw.link, feed.url);
    if (!title || !link) {
      skipped++;
      continue;
    }
    const canonicalUrl = canonicalLink(link);
    const guid = cleanText(raw.guid, MAX_GUID) || canonicalUrl;
    if (guids.has(guid) || links.has(canonicalUrl)) {
      skipped++;
      continue;
    }
    guids.add(guid);
    links.add(canonicalUrl);
    const summary = cleanText(raw.summary, MAX_SUMMARY);
    entries.push({
      guid,
      canonicalUrl,
      link,
      title,
      summary,
      author: cleanText(raw.author, MAX_AUTHOR) || null,
      publishedAt: cleanDate(raw.published, now),
      entryUpdatedAt: cleanDate(raw.updated, now),
      youtubeVideoId: cleanVideoId(raw.youtubeVideoId),
      language: declared ?? detectLocale(`${title}. ${summary}`),
    });
  }
  return { entries, skipped };
}

export type StoreFeed = {
  id: string;
  kind: FeedKind;
  alertRules: unknown;
};

const ASYNC_COMMIT = () => db.$executeRawUnsafe(`SET LOCAL synchronous_commit = off`);
// The worker imports at a low CPU weight (lib/ops/priority.ts): while pages keep the CPU busy, a
// transaction of its waits seconds for a turn. Prisma's default (5 s) aborted one under a page load.
export const IMPORT_TRANSACTION = { maxWait: 30_000, timeout: 60_000 };

/** Titles at least this similar (pg_trgm), in one language, within 72 hours: the same story. */
export const GROUP_SIMILARITY = 0.45;
export const GROUP_WINDOW_HOURS = 72;

/**
 * Stores the entries the feed did not have (by guid, then by canonical link: the two unique keys),
 * with their topics and score; from a NEWS feed an entry that matches no topic is FILTERED. Then
 * groups each new entry with the most similar title of another feed in its language.
 * Returns the new entries' ids and how many were already there.
 */
export async function storeEntries(
  feed: StoreFeed,
  entries: CleanEntry[],
): Promise<{ created: string[]; known: number }> {
  if (entries.length === 0) return { created: [], known: 0 };
  const existing = await db.feedEntry.findMany({
    where: {
      feedId: feed.id,
      OR: [{ guid: { in: entries.map((e) => e.guid) } }, { canonicalUrl: { in: entries.map((e) => e.canonicalUrl) } }],
    },
    select: { guid: true, canonicalUrl: true },
  });
  const knownGuids = new Set(existing.map((e) => e.guid));
  const knownLinks = new Set(existing.map((e) => e.canonicalUrl));
  // A link taken down at its publisher's request (takedown.ts) is never stored again.
  const fresh = (await withoutBlocked(entries)).filter(
    (e) => !knownGuids.has(e.guid) && !knownLinks.has(e.canonicalUrl),
  );
  const scores = await scoreEntries(fresh);
  const rules = (Array.isArray(feed.alertRules) ? feed.alertRules : []) as AlertRule[];
  const rows = fresh.map((entry, i) => {
    const { topics, relevance } = scores[i] ?? { topics: [], relevance: 0 };
    return {
      id: `fe${randomBytes(12).toString("hex")}`,
      feedId: feed.id,
      ...entry,
      topics,
      relevance,
      state: feed.kind === "NEWS" && topics.length === 0 ? ("FILTERED" as const) : ("NEW" as const),
      alertLevel: alertLevelFor(entry.title, rules) as AlertLevel | null,
    };
  });
  // A concurrent poll of the same feed may have stored some meanwhile: the unique keys skip them.
  // Without waiting for the disk: a crash loses at most the last fraction of a second of entries,
  // and the feed's row (its ETag) is written after them with a full commit, so they are fetched
  // again rather than lost. One statement of column arrays rather than Prisma's createMany, whose
  // building of a thousand parameters was the fetching process's largest cost in a bulk import;
  // topics travel comma-joined (slugs have no comma), since arrays of arrays cannot be unnested, and
  // dates as ISO strings read in UTC, as Prisma stores them.
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  const created = rows.length
    ? (
        await db.$transaction(
          [
            ASYNC_COMMIT(),
            db.$queryRaw<{ id: string }[]>`
      INSERT INTO "FeedEntry" ("id", "feedId", "guid", "canonicalUrl", "link", "title", "summary", "author",
                               "publishedAt", "entryUpdatedAt", "youtubeVideoId", "language", "state", "topics",
                               "relevance", "alertLevel")
      SELECT id, ${feed.id}, guid, canonical, link, title, summary, author,
             published::timestamptz AT TIME ZONE 'UTC', updated::timestamptz AT TIME ZONE 'UTC', video,
             language::"Locale", state::"FeedEntryState",
             CASE WHEN topics = '' THEN '{}'::text[] ELSE string_to_array(topics, ',') END,
             relevance, alert::"AlertLevel"
      FROM unnest(${column((r) => r.id)}::text[], ${column((r) => r.guid)}::text[],
                  ${column((r) => r.canonicalUrl)}::text[], ${column((r) => r.link)}::text[],
                  ${column((r) => r.title)}::text[], ${column((r) => r.summary)}::text[],
                  ${column((r) => r.author)}::text[], ${column((r) => r.publishedAt?.toISOString() ?? null)}::text[],
                  ${column((r) => r.entryUpdatedAt?.toISOString() ?? null)}::text[], ${column((r) => r.youtubeVideoId)}::text[],
                  ${column((r) => r.language)}::text[], ${column((r) => r.state)}::text[],
                  ${column((r) => r.topics.join(","))}::text[], ${column((r) => r.relevance)}::float8[],
                  ${column((r) => r.alertLevel)}::text[])
           AS x(id, guid, canonical, link, title, summary, author, published, updated, video, language, state,
                topics, relevance, alert)
      ON CONFLICT DO NOTHING
      RETURNING "id"`,
          ],
          IMPORT_TRANSACTION,
        )
      )[1].map((r) => r.id)
    : [];
  await groupEntries(created);
  return { created, known: entries.length - created.length };
}

/**
 * Puts each entry in the group of the most similar recent title of another feed in its language
 * (one statement for a feed's new entries). Returns the group id of each entry that found one.
 */
export async function groupEntries(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  // `%` uses pg_trgm.similarity_threshold, so the GIN title index returns only titles similar enough
  // (0.3 by default, far more candidates). Sequential scans are off for this statement: on a table
  // that grows faster than autovacuum analyses it (a bulk import), the planner, guessing from stale
  // statistics, compared each new title with every row instead (500 ms an entry at 5,000 rows,
  // 25 ms with the index). The languages are compared as text so that the language index, which
  // matches nearly every row, is not picked instead of the title index.
  // Rows are locked in id order, here and below: feeds stored at once name each other's entries as
  // their groups' first, and locks taken in any other order deadlocked under concurrent polls.
  const [, , , , rows] = await db.$transaction(
    [
      db.$executeRawUnsafe(`SET LOCAL pg_trgm.similarity_threshold = ${GROUP_SIMILARITY}`),
      db.$executeRawUnsafe(`SET LOCAL enable_seqscan = off`),
      ASYNC_COMMIT(),
      db.$queryRaw`SELECT 1 FROM "FeedEntry" WHERE "id" = ANY(${ids}) ORDER BY "id" FOR UPDATE`,
      db.$queryRaw<{ id: string; groupId: string }[]>`
    UPDATE "FeedEntry" AS e SET "groupId" = m.gid
    FROM (
      SELECT n."id",
             (SELECT coalesce(o."groupId", o."id")
              FROM "FeedEntry" o
              WHERE o."title" % n."title" AND o."language"::text = n."language"::text
                AND o."feedId" <> n."feedId" AND o."state" <> 'FILTERED'
                AND similarity(o."title", n."title") >= ${GROUP_SIMILARITY}
                AND abs(extract(epoch FROM coalesce(o."publishedAt", o."firstSeenAt") - coalesce(n."publishedAt", n."firstSeenAt")))
                    <= ${GROUP_WINDOW_HOURS * 3600}
              ORDER BY similarity(o."title", n."title") DESC, o."firstSeenAt" ASC
              LIMIT 1) AS gid
      FROM "FeedEntry" n
      WHERE n."id" = ANY(${ids}) AND n."language" IS NOT NULL
    ) AS m
    WHERE e."id" = m."id" AND m.gid IS NOT NULL
    RETURNING e."id", e."groupId"`,
    ],
    IMPORT_TRANSACTION,
  );
  const groups = [...new Set(rows.map((r) => r.groupId))];
  // The group's first entry names the group too, so "also reported by" is one equality.
  if (groups.length)
    await db.$executeRaw`
      UPDATE "FeedEntry" SET "groupId" = "id"
      WHERE "id" IN (SELECT "id" FROM "FeedEntry" WHERE "id" = ANY(${groups}) AND "groupId" IS NULL ORDER BY "id" FOR UPDATE)`;
  return new Map(rows.map((r) => [r.id, r.groupId]));
}
