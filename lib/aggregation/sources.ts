import "server-only";
import { generateOpml, parseOpml } from "feedsmith";
import { parseOpmlDocument } from "./parse";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/routing";
import { routing } from "@/lib/i18n/routing";
import { isWebUrl } from "@/lib/validation/fields";
import { feedKinds, type FeedFields } from "@/lib/validation/aggregation";
import type { ValidationKey } from "@/lib/validation/messages";

// The editors' side of the feeds: list, add, change, pause and resume them, and move the list in and
// out as OPML (the feed readers' format). Fetching is the poller's (lib/aggregation/poll.ts).

/** Every feed with its source and what came of its last fetch, paused ones last. */
export async function listFeeds() {
  const feeds = await db.feed.findMany({
    orderBy: [{ paused: "asc" }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      url: true,
      kind: true,
      language: true,
      trusted: true,
      paused: true,
      pollMinutes: true,
      lastFetchedAt: true,
      lastOutcome: true,
      lastStatus: true,
      lastDetail: true,
      lastNewCount: true,
      consecutiveErrors: true,
      disabledReason: true,
      source: { select: { name: true, slug: true } },
      _count: { select: { entries: { where: { state: "NEW" } } } },
    },
  });
  return feeds.map(({ _count, ...feed }) => ({ ...feed, waiting: _count.entries }));
}

export type FeedRow = Awaited<ReturnType<typeof listFeeds>>[number];

/** One feed's settings as the form shows them (typed values), or null. */
export async function getFeedForm(id: string) {
  const feed = await db.feed.findUnique({
    where: { id },
    include: { source: true, category: true, channel: true, tags: { include: { tag: true } } },
  });
  if (!feed) return null;
  const rules = Array.isArray(feed.alertRules) ? (feed.alertRules as Array<{ pattern: string; level: string }>) : [];
  return {
    feed,
    values: {
      id: feed.id,
      url: feed.url,
      name: feed.name,
      kind: feed.kind,
      source: feed.source.slug,
      newSource: "",
      language: (feed.language ?? "") as Locale | "",
      contentType: feed.contentType,
      category: feed.category?.slug ?? "",
      tags: feed.tags.map((t) => t.tag.slug).join(", "),
      channel: feed.channel?.slug ?? "",
      pollMinutes: feed.pollMinutes,
      trusted: feed.trusted,
      alertRules: rules.map((r) => `${r.pattern} = ${r.level}`).join("\n"),
      alertsPerDay: feed.alertsPerDay,
      alertsOff: feed.alertsOff,
    },
  };
}

/** A slug made of a name: "Secretaría de Salud" -> "secretaria-de-salud". */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "source";
}

type Tx = Prisma.TransactionClient;

/** The source named by slug, or a new one of that name (a free slug made of it). */
async function sourceFor(tx: Tx, slug: string, newName: string, url: string): Promise<string | null> {
  if (slug) return (await tx.source.findUnique({ where: { slug }, select: { id: true } }))?.id ?? null;
  const base = slugOf(newName);
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const existing = await tx.source.findUnique({ where: { slug: candidate }, select: { id: true, name: true } });
    if (existing?.name === newName) return existing.id;
    if (!existing) {
      const site = new URL(url);
      const created = await tx.source.create({
        data: { slug: candidate, name: newName, url: `${site.protocol}//${site.host}/` },
        select: { id: true },
      });
      return created.id;
    }
  }
  return null;
}

export type SaveFeedResult =
  | { ok: true; id: string }
  | { ok: false; field: keyof FeedFields; key: ValidationKey }
  | { ok: false; error: "notFound" };

/** Adds a feed (paused, as every new feed) or changes one's settings. */
export async function saveFeed(fields: FeedFields): Promise<SaveFeedResult> {
  return db.$transaction(async (tx) => {
    const duplicate = await tx.feed.findUnique({ where: { url: fields.url }, select: { id: true } });
    if (duplicate && duplicate.id !== fields.id) return { ok: false, field: "url", key: "feedUrlTaken" };
    const sourceId = await sourceFor(tx, fields.source, fields.newSource, fields.url);
    if (!sourceId) return { ok: false, field: "source", key: "sourceUnknown" };
    let categoryId: string | null = null;
    if (fields.category) {
      const category = await tx.category.findUnique({
        where: { type_slug: { type: fields.contentType, slug: fields.category } },
        select: { id: true },
      });
      if (!category) return { ok: false, field: "category", key: "categoryUnknown" };
      categoryId = category.id;
    }
    let channelId: string | null = null;
    if (fields.channel) {
      const channel = await tx.channel.findUnique({
        where: { slug: fields.channel },
        select: { id: true, feed: { select: { id: true } } },
      });
      if (!channel) return { ok: false, field: "channel", key: "invalid" };
      if (channel.feed && channel.feed.id !== fields.id) return { ok: false, field: "channel", key: "channelTaken" };
      channelId = channel.id;
    }
    const tags = await Promise.all(
      fields.tags.map((slug) => tx.tag.upsert({ where: { slug }, create: { slug }, update: {}, select: { id: true } })),
    );
    const data = {
      url: fields.url,
      name: fields.name,
      kind: fields.kind,
      language: fields.language || null,
      contentType: fields.contentType,
      categoryId,
      sourceId,
      channelId,
      pollMinutes: fields.pollMinutes,
      trusted: fields.trusted,
      alertRules: fields.alertRules,
      alertsPerDay: fields.alertsPerDay,
      alertsOff: fields.alertsOff,
    };
    if (fields.id) {
      const existing = await tx.feed.findUnique({ where: { id: fields.id }, select: { url: true } });
      if (!existing) return { ok: false, error: "notFound" };
      await tx.feedTag.deleteMany({ where: { feedId: fields.id } });
      await tx.feed.update({
        where: { id: fields.id },
        data: {
          ...data,
          // A new address starts afresh: the old one's validators and errors say nothing of it.
          ...(existing.url !== fields.url
            ? { etag: null, lastModified: null, consecutiveErrors: 0, disabledReason: null, nextFetchAt: new Date() }
            : {}),
          tags: { create: tags.map((t) => ({ tagId: t.id })) },
        },
      });
      return { ok: true, id: fields.id };
    }
    const created = await tx.feed.create({
      data: { ...data, paused: true, tags: { create: tags.map((t) => ({ tagId: t.id })) } },
      select: { id: true },
    });
    return { ok: true, id: created.id };
  });
}

/**
 * Pauses or resumes one feed, or every feed. Resuming clears a stop for good (410) and makes the
 * feed due at once; pausing keeps its state.
 */
export async function setPaused(paused: boolean, id?: string): Promise<number> {
  const where = id ? { id } : {};
  const { count } = await db.feed.updateMany({
    where,
    data: paused ? { paused: true } : { paused: false, disabledReason: null, nextFetchAt: new Date() },
  });
  return count;
}

export async function deleteFeed(id: string): Promise<boolean> {
  const { count } = await db.feed.deleteMany({ where: { id } });
  return count > 0;
}

/** The whole list as OPML 2.0, one outline per feed, grouped by kind. */
export async function exportOpml(now = new Date()): Promise<string> {
  const feeds = await db.feed.findMany({
    orderBy: { name: "asc" },
    select: { name: true, url: true, kind: true, language: true, source: { select: { name: true, url: true } } },
  });
  return generateOpml({
    head: { title: "Covid Info sources", dateCreated: now },
    body: {
      outlines: feedKinds
        .map((kind) => ({
          text: kind,
          outlines: feeds
            .filter((f) => f.kind === kind)
            .map((f) => ({
              text: f.name,
              title: f.name,
              type: "rss",
              xmlUrl: f.url,
              ...(f.source.url ? { htmlUrl: f.source.url } : {}),
              ...(f.language ? { language: f.language } : {}),
              category: f.source.name,
            })),
        }))
        .filter((group) => group.outlines.length > 0),
    },
  });
}

export type ImportOpmlResult = { ok: true; added: number; skipped: number } | { ok: false; key: ValidationKey };

const MAX_IMPORTED_FEEDS = 2000;
const kindNames = new Set<string>(feedKinds);

/**
 * Adds the feeds of an OPML file that are not there yet, paused. Each outline with an http(s)
 * xmlUrl is a feed; its group's name, when it is one of ours, gives its kind (else "news"); its
 * category attribute (or its own name) its source. Entity declarations are refused before parsing.
 */
export async function importOpml(text: string): Promise<ImportOpmlResult> {
  // The feeds' own checks first: no DTD or entity declaration, well-formed XML (lib/aggregation/parse.ts).
  try {
    parseOpmlDocument(text, MAX_IMPORTED_FEEDS);
  } catch {
    return { ok: false, key: "opmlInvalid" };
  }
  let outlines: Array<{
    text?: string;
    title?: string;
    xmlUrl?: string;
    language?: string;
    category?: string;
    kind: string;
  }>;
  try {
    const document = parseOpml(text);
    outlines = [];
    const walk = (list: ReadonlyArray<Record<string, unknown>> | undefined, kind: string, depth: number) => {
      if (!list || depth > 8) return;
      for (const o of list) {
        const label = typeof o.text === "string" ? o.text : "";
        if (typeof o.xmlUrl === "string") outlines.push({ ...(o as object), kind } as (typeof outlines)[number]);
        walk(o.outlines as ReadonlyArray<Record<string, unknown>>, kindNames.has(label) ? label : kind, depth + 1);
      }
    };
    walk(document.body?.outlines as ReadonlyArray<Record<string, unknown>> | undefined, "NEWS", 0);
  } catch {
    return { ok: false, key: "opmlInvalid" };
  }
  let added = 0;
  let skipped = 0;
  for (const outline of outlines.slice(0, MAX_IMPORTED_FEEDS)) {
    const url = (outline.xmlUrl ?? "").trim();
    const name = (outline.title || outline.text || "").trim().slice(0, 120);
    if (!isWebUrl(url) || url.length > 2000 || !name) {
      skipped++;
      continue;
    }
    if (await db.feed.findUnique({ where: { url }, select: { id: true } })) {
      skipped++;
      continue;
    }
    const language = (routing.locales as readonly string[]).find((l) => outline.language?.toLowerCase().startsWith(l));
    const result = await saveFeed({
      url,
      name,
      kind: outline.kind as FeedFields["kind"],
      source: "",
      newSource: (outline.category || name).trim().slice(0, 120),
      language: (language ?? "") as FeedFields["language"],
      contentType: "NEWS",
      category: "",
      tags: [],
      channel: "",
      pollMinutes: 30,
      trusted: false,
      alertRules: [],
      alertsPerDay: 3,
      alertsOff: false,
    });
    if (result.ok) added++;
    else skipped++;
  }
  skipped += Math.max(0, outlines.length - MAX_IMPORTED_FEEDS);
  return { ok: true, added, skipped };
}

/** The sources and categories the feed form offers. */
export async function feedFormOptions(locale: Locale) {
  const [sources, categories, channels] = await Promise.all([
    db.source.findMany({ orderBy: { name: "asc" }, select: { slug: true, name: true } }),
    db.category.findMany({
      orderBy: [{ type: "asc" }, { position: "asc" }],
      select: { type: true, slug: true, translations: { where: { locale }, select: { name: true } } },
    }),
    db.channel.findMany({
      where: { kind: { not: "TWITTER" } },
      orderBy: { name: "asc" },
      select: { slug: true, name: true },
    }),
  ]);
  const byType: Record<string, Array<{ value: string; label: string }>> = {};
  for (const c of categories) (byType[c.type] ??= []).push({ value: c.slug, label: c.translations[0]?.name ?? c.slug });
  return {
    sources: sources.map((s) => ({ value: s.slug, label: s.name })),
    categories: byType,
    // Twitter has no feed: only blogs and YouTube channels can be fed.
    channels: channels.map((c) => ({ value: c.slug, label: c.name })),
  };
}
