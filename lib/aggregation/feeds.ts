import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { alertRulesSchema } from "./alerts";
import { cleanLink } from "./clean";
import { buildOpml, parseOpmlDocument } from "./parse";

// The editors' side of feeds (the screens at /editor/sources call these; authorization is theirs).

const locale = z.enum(["en", "es", "fr", "pt"]);

/** An http(s) address of at most 2,048 characters, without credentials. */
export const feedUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => cleanLink(value) !== null, "must be an http or https address");

/** A feed as an editor writes it; defaults are the table's (review, paused, every 30 minutes). */
export const feedInputSchema = z.object({
  sourceId: z.string().min(1).max(40),
  url: feedUrlSchema,
  name: z.string().trim().min(2).max(200),
  kind: z.enum(["HEALTH_AGENCY", "JOURNAL", "NEWS", "BLOG", "VIDEO_CHANNEL"]),
  language: locale.nullable().default(null),
  contentType: z
    .enum([
      "NEWS",
      "PUBLIC_HEALTH",
      "SCIENTIFIC_LIBRARY",
      "VIDEO",
      "EVENT",
      "RESOURCE",
      "PRODUCT",
      "DIRECTORY",
      "BLOG",
      "EDUCATION",
      "COMMUNITY",
    ])
    .default("NEWS"),
  categoryId: z.string().min(1).max(40).nullable().default(null),
  tagIds: z.array(z.string().min(1).max(40)).max(20).default([]),
  pollMinutes: z.number().int().min(5).max(10080).default(30),
  trusted: z.boolean().default(false),
  paused: z.boolean().default(true),
  alertRules: alertRulesSchema.default([]),
  alertsPerDay: z.number().int().min(0).max(100).default(3),
  alertsOff: z.boolean().default(false),
  channelId: z.string().min(1).max(40).nullable().default(null),
});
export type FeedInput = z.input<typeof feedInputSchema>;

function rowData(input: z.infer<typeof feedInputSchema>) {
  const { tagIds, ...rest } = input;
  return { data: { ...rest, url: cleanLink(rest.url)!, alertRules: rest.alertRules as Prisma.InputJsonValue }, tagIds };
}

/** Creates a feed (paused unless said otherwise); throws on invalid input, P2002 on a known URL. */
export async function createFeed(input: FeedInput) {
  const { data, tagIds } = rowData(feedInputSchema.parse(input));
  return db.feed.create({ data: { ...data, tags: { create: tagIds.map((tagId) => ({ tagId })) } } });
}

/** Replaces a feed's settings (its fetch state stays); a new URL forgets the old validators. */
export async function updateFeed(id: string, input: FeedInput) {
  const { data, tagIds } = rowData(feedInputSchema.parse(input));
  const before = await db.feed.findUniqueOrThrow({ where: { id }, select: { url: true } });
  return db.feed.update({
    where: { id },
    data: {
      ...data,
      ...(before.url !== data.url
        ? { etag: null, lastModified: null, disabledReason: null, consecutiveErrors: 0 }
        : {}),
      tags: { deleteMany: {}, create: tagIds.map((tagId) => ({ tagId })) },
    },
  });
}

/**
 * Pauses or resumes feeds (`ids`, or every feed when null). Resuming clears a 410's disabling and
 * the error count, and makes the feed due at once.
 */
export async function setPaused(ids: string[] | null, paused: boolean): Promise<number> {
  const where = ids ? { id: { in: ids } } : {};
  const { count } = await db.feed.updateMany({
    where,
    data: paused
      ? { paused: true }
      : { paused: false, disabledReason: null, consecutiveErrors: 0, retryAfter: null, nextFetchAt: new Date() },
  });
  return count;
}

/** Every feed with its source and fetch state, for the sources screen. */
export function listFeeds() {
  return db.feed.findMany({
    orderBy: [{ paused: "asc" }, { name: "asc" }],
    include: {
      source: { select: { id: true, slug: true, name: true } },
      tags: { select: { tagId: true } },
      _count: { select: { entries: { where: { state: "NEW" } } } },
    },
  });
}

/** The feeds as OPML (name, URL, the source's site). */
export async function exportOpml(): Promise<string> {
  const feeds = await db.feed.findMany({ orderBy: { name: "asc" }, include: { source: { select: { url: true } } } });
  return buildOpml(
    "Feeds",
    feeds.map((f) => ({ url: f.url, title: f.name, siteUrl: f.source.url ?? undefined })),
  );
}

/**
 * Adds the feeds an OPML file lists that are not there yet, paused and for review, credited to
 * `sourceId` and of `kind`. Invalid addresses are skipped. Returns the counts.
 */
export async function importOpml(
  text: string,
  defaults: { sourceId: string; kind: FeedInput["kind"]; language?: FeedInput["language"] },
  max = 500,
): Promise<{ added: number; known: number; invalid: number }> {
  const outlines = parseOpmlDocument(text, max);
  let added = 0;
  let known = 0;
  let invalid = 0;
  for (const outline of outlines) {
    const parsed = feedInputSchema.safeParse({
      sourceId: defaults.sourceId,
      kind: defaults.kind,
      language: defaults.language ?? null,
      url: outline.url,
      name: outline.title.slice(0, 200).padEnd(2, "·"),
    });
    if (!parsed.success) {
      invalid++;
      continue;
    }
    const { data } = rowData(parsed.data);
    const row = await db.feed.createMany({ data: [data], skipDuplicates: true });
    if (row.count) added++;
    else known++;
  }
  return { added, known, invalid };
}
