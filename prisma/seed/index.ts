// db:seed: loads the demo content (content/items, Markdown files). Idempotent: running it again updates rows in
// place (and moves relative dates, such as upcoming events, to stay relative to today).
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import { eventTimes } from "../../lib/content/item-files";
import { createClient } from "./client";
import { categories } from "./content/categories";
import { channels } from "./content/channels";
import { sources } from "./content/sources";
import { tags } from "./content/tags";
import { feedSources, feeds } from "./content/feeds";
import { loadContent } from "./markdown";
import type { Locale, SeedItem, SeedType } from "./types";
import { seedVolume } from "./volume";
import { seedForum } from "./forum";
import { seedClock, seedDate } from "./dates";

async function seedTaxonomy(db: PrismaClient) {
  for (const [type, list] of Object.entries(categories) as [SeedType, typeof categories.NEWS][]) {
    for (const [position, c] of list.entries()) {
      const row = await db.category.upsert({
        where: { type_slug: { type, slug: c.slug } },
        create: { type, slug: c.slug, position },
        update: { position },
      });
      for (const [locale, name] of Object.entries(c.names) as [Locale, string][]) {
        await db.categoryTranslation.upsert({
          where: { categoryId_locale: { categoryId: row.id, locale } },
          create: { categoryId: row.id, locale, name },
          update: { name },
        });
      }
    }
  }
  for (const tag of tags) {
    const row = await db.tag.upsert({ where: { slug: tag.slug }, create: { slug: tag.slug }, update: {} });
    for (const [locale, name] of Object.entries(tag.names) as [Locale, string][]) {
      await db.tagTranslation.upsert({
        where: { tagId_locale: { tagId: row.id, locale } },
        create: { tagId: row.id, locale, name },
        update: { name },
      });
    }
  }
  for (const { translations, ...s } of sources) {
    const row = await db.source.upsert({ where: { slug: s.slug }, create: s, update: { name: s.name, url: s.url } });
    for (const [locale, name] of Object.entries(translations ?? {})) {
      await db.sourceTranslation.upsert({
        where: { sourceId_locale: { sourceId: row.id, locale: locale as Locale } },
        create: { sourceId: row.id, locale: locale as Locale, name },
        update: { name },
      });
    }
  }
  for (const ch of channels) {
    const data = {
      kind: ch.kind,
      name: ch.name,
      url: ch.url,
      featured: ch.featured ?? false,
      locale: ch.locale ?? "en",
    };
    const row = await db.channel.upsert({ where: { slug: ch.slug }, create: { slug: ch.slug, ...data }, update: data });
    for (const [locale, description] of Object.entries(ch.descriptions) as [Locale, string][]) {
      await db.channelTranslation.upsert({
        where: { channelId_locale: { channelId: row.id, locale } },
        create: { channelId: row.id, locale, description },
        update: { description },
      });
    }
  }
}

function articleData(
  item: SeedItem,
  clock: ReturnType<typeof seedClock>,
): Omit<Prisma.ArticleUncheckedCreateInput, "type" | "slug" | "categoryId"> {
  // An event's start and end are its schedule, in the future for an upcoming one.
  const { startsAt, endsAt } = eventTimes(item, clock.today);
  return {
    accessLevel: item.access ?? "FREE",
    originalLocale: item.originalLocale ?? "en",
    featured: item.featured ?? false,
    alertLevel: item.alertLevel ? (item.alertLevel.toUpperCase() as Uppercase<typeof item.alertLevel>) : null,
    isExample: !item.citation,
    imageUrl: item.imageUrl ?? null,
    imageAlt: item.imageAlt ?? null,
    externalUrl: item.externalUrl ?? null,
    publishedAt: seedDate(clock, item.publishedDaysAgo, 9),
    brand: item.brand ?? null,
    manufacturerUrl: item.manufacturerUrl ?? null,
    videoProvider: item.videoProvider ?? null,
    videoId: item.videoId ?? null,
    durationSeconds: item.durationSeconds ?? null,
    startsAt,
    endsAt,
    isEventFree: item.isEventFree ?? null,
    onlineOnly: item.onlineOnly ?? null,
    eventUrl: item.eventUrl ?? null,
    phone: item.phone ?? null,
    email: item.email ?? null,
    website: item.website ?? null,
    address: item.address ?? null,
    city: item.city ?? null,
    region: item.region ?? null,
    country: item.country ?? null,
    latitude: item.latitude ?? null,
    longitude: item.longitude ?? null,
  };
}

async function seedArticles(db: PrismaClient, content: Record<SeedType, SeedItem[]>) {
  const clock = seedClock();
  const categoryIds = new Map((await db.category.findMany()).map((c) => [`${c.type}/${c.slug}`, c.id]));
  const tagIds = new Map((await db.tag.findMany()).map((t) => [t.slug, t.id]));
  const sourceIds = new Map((await db.source.findMany()).map((s) => [s.slug, s.id]));
  const channelIds = new Map((await db.channel.findMany()).map((c) => [c.slug, c.id]));
  const ids = new Map<string, string>();
  // Items an editor changed on the site: the files are import data, the database is the truth.
  const keep = new Set<string>();

  for (const [type, items] of Object.entries(content) as [SeedType, SeedItem[]][]) {
    for (const item of items) {
      const edited = await db.article.findUnique({
        where: { type_slug: { type, slug: item.slug } },
        select: { id: true, siteEditedAt: true },
      });
      if (edited?.siteEditedAt) {
        ids.set(`${type}/${item.slug}`, edited.id);
        keep.add(edited.id);
        continue;
      }
      const categoryId = categoryIds.get(`${type}/${item.category}`);
      if (!categoryId) throw new Error(`${type}/${item.slug}: unknown category ${item.category}`);
      const data = {
        ...articleData(item, clock),
        categoryId,
        sourceId: item.source ? (sourceIds.get(item.source) ?? null) : null,
        channelId: item.channel ? (channelIds.get(item.channel) ?? null) : null,
      };
      const row = await db.article.upsert({
        where: { type_slug: { type, slug: item.slug } },
        create: { type, slug: item.slug, ...data },
        update: data,
      });
      ids.set(`${type}/${item.slug}`, row.id);
      for (const [locale, text] of Object.entries(item.translations) as [
        Locale,
        NonNullable<SeedItem["translations"]["en"]>,
      ][]) {
        await db.articleTranslation.upsert({
          where: { articleId_locale: { articleId: row.id, locale } },
          create: { articleId: row.id, locale, ...text },
          update: text,
        });
      }
      await db.articleTag.deleteMany({ where: { articleId: row.id } });
      await db.articleTag.createMany({
        data: (item.tags ?? []).flatMap((slug) =>
          tagIds.has(slug) ? [{ articleId: row.id, tagId: tagIds.get(slug)! }] : [],
        ),
      });
    }
  }

  // Links between items, once every item has an id.
  for (const [type, items] of Object.entries(content) as [SeedType, SeedItem[]][]) {
    for (const item of items) {
      const articleId = ids.get(`${type}/${item.slug}`)!;
      if (keep.has(articleId)) continue;
      await db.articleRelation.deleteMany({ where: { articleId } });
      await db.articleRelation.createMany({
        data: (item.related ?? []).flatMap((key, position) =>
          ids.has(key) ? [{ articleId, relatedId: ids.get(key)!, position }] : [],
        ),
      });
      await db.articleProduct.deleteMany({ where: { articleId } });
      await db.articleProduct.createMany({
        data: (item.products ?? []).flatMap((slug, position) =>
          ids.has(`PRODUCT/${slug}`) ? [{ articleId, productId: ids.get(`PRODUCT/${slug}`)!, position }] : [],
        ),
      });
    }
  }
  return ids.size;
}

/** The real public feeds (prisma/seed/content/feeds.ts), paused; an existing feed is left as it is. */
async function seedFeeds(db: ReturnType<typeof createClient>) {
  for (const s of feedSources)
    await db.source.upsert({ where: { slug: s.slug }, create: s, update: { name: s.name, url: s.url } });
  for (const feed of feeds) {
    const [source, category, tagRows] = await Promise.all([
      db.source.findUniqueOrThrow({ where: { slug: feed.source } }),
      db.category.findUniqueOrThrow({ where: { type_slug: { type: feed.contentType, slug: feed.category } } }),
      db.tag.findMany({ where: { slug: { in: feed.tags ?? [] } } }),
    ]);
    await db.feed.upsert({
      where: { url: feed.url },
      update: {},
      create: {
        url: feed.url,
        name: feed.name,
        kind: feed.kind,
        language: feed.language,
        contentType: feed.contentType,
        categoryId: category.id,
        sourceId: source.id,
        paused: true,
        alertRules: feed.alertRules ?? [],
        tags: { create: tagRows.map((t) => ({ tagId: t.id })) },
      },
    });
  }
}

export async function seed({ volume }: { volume: number }) {
  // Every content file is read and validated before anything is written (prisma/seed/markdown.ts).
  const content = loadContent();
  const db = createClient();
  try {
    await seedTaxonomy(db);
    await seedFeeds(db);
    const count = await seedArticles(db, content);
    console.log(`Seeded ${count} items and ${await seedForum(db)} forum posts.`);
    if (volume > 0) await seedVolume(db, volume);
  } finally {
    await db.$disconnect();
  }
}
