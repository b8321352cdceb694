import { createTranslator } from "next-intl";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { messages as all } from "../../messages";
import { languageInSentence } from "@/lib/i18n/names";
import { testDb } from "../support/db";

const { en, es } = all;

// The lib modules read DATABASE_URL when first imported: point them at this run's database first.
process.env.DATABASE_URL = inject("databaseUrl");
const { escapeXml } = await import("@/lib/seo/xml");
const { listFeedItems } = await import("@/lib/seo/feed");
const { buildRss } = await import("@/lib/seo/rss");
const { buildJsonFeed } = await import("@/lib/seo/json-feed");
const { topicFeedPath } = await import("@/lib/seo/urls");
const { renderSitemap } = await import("@/lib/seo/sitemap");
const { countSitemapPages, listSitemapPages } = await import("@/lib/seo/sitemap-pages");
type FeedLabels = import("@/lib/seo/rss").FeedLabels;

const db = testDb();
const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const origin = "https://covid.example.org";
// Far in the future, so these are the newest items whatever else the database holds: after the
// other files' far-future items too (2190, e.g. subscription-digests.test.ts), which may run first.
const future = (minutes: number) => new Date(Date.UTC(2290, 0, 1, 12, minutes));
const slugs = {
  free: `feeds-free-${id}`,
  premium: `feeds-premium-${id}`,
  limited: `feeds-limited-${id}`,
  spanish: `feeds-es-${id}`,
  example: `feeds-example-${id}`,
};
const secret = "SECRET-BODY-TEXT";

function labels(locale: "en" | "es"): FeedLabels {
  const messages = { en, es }[locale];
  const t = createTranslator({ locale, messages, namespace: "Feeds" });
  const types = createTranslator({ locale, messages, namespace: "ContentTypes" });
  const levels = createTranslator({ locale, messages, namespace: "AlertLevel" });
  return {
    title: t("title"),
    description: t("description"),
    onlyIn: (language) => t("onlyIn", { language: languageInSentence(locale, language) }),
    membersOnly: t("membersOnly"),
    example: t("example"),
    exampleTitle: (title) => t("exampleTitle", { title }),
    typeName: (type) => types(`${type}.title`),
    levelName: (level) => levels(level),
  };
}

const items = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
const itemFor = (xml: string, slug: string) => items(xml).find((item) => item.includes(`/${slug}</link>`)) ?? "";

// Well-formed enough to parse: every < opens markup and every & starts one of XML's entities.
function expectWellFormed(xml: string) {
  expect(xml.match(/<(?![?/!]?[A-Za-z])/g)).toBeNull();
  expect(xml.match(/&(?!(amp|lt|gt|quot|apos);)/g)).toBeNull();
}

beforeAll(async () => {
  const category = await db.category.create({
    data: {
      type: "NEWS",
      slug: `feeds-${id}`,
      translations: {
        create: [
          { locale: "en", name: "Air & masks" },
          { locale: "es", name: "Aire y mascarillas" },
        ],
      },
    },
  });
  const tag = await db.tag.create({ data: { slug: `feeds-tag-${id}` } });
  const article = (
    slug: string,
    minutes: number,
    accessLevel: "FREE" | "LIMITED" | "PREMIUM",
    texts: { locale: "en" | "es"; title: string }[],
    isExample = false,
    tagId = tag.id,
  ) =>
    db.article.create({
      data: {
        type: "NEWS",
        slug,
        categoryId: category.id,
        accessLevel,
        isExample,
        originalLocale: texts[0]!.locale,
        publishedAt: future(minutes),
        translations: {
          create: texts.map((t) => ({ ...t, summary: `Summary of ${t.title}`, body: `${secret} ${t.locale}` })),
        },
        tags: { create: { tagId } },
      },
    });
  await article(slugs.free, 4, "FREE", [
    { locale: "en", title: `Masks & "filters" <tested> it's\u0007 ok` },
    { locale: "es", title: "Cubrebocas y filtros" },
  ]);
  await article(slugs.premium, 3, "PREMIUM", [
    { locale: "en", title: "Premium report" },
    { locale: "es", title: "Informe premium" },
  ]);
  await article(slugs.limited, 2, "LIMITED", [{ locale: "en", title: "Limited guide" }]);
  await article(slugs.spanish, 1, "FREE", [{ locale: "es", title: "Solo en español" }]);
  // An invented item (docs/content.md), the only one with its tag.
  const exampleTag = await db.tag.create({ data: { slug: `feeds-example-tag-${id}` } });
  await article(
    slugs.example,
    0,
    "FREE",
    [
      { locale: "en", title: "Invented clinic" },
      { locale: "es", title: "Clínica inventada" },
    ],
    true,
    exampleTag.id,
  );
});

afterAll(() => db.$disconnect());

describe("escapeXml", () => {
  it("escapes markup characters and quotes", () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
  });

  it("drops characters XML 1.0 forbids and keeps the rest", () => {
    expect(escapeXml("a\u0000b\u0008c\u000Bd\uFFFEe\uD800f")).toBe("abcdef");
    expect(escapeXml("tab\tline\nreturn\r é 中 🦠")).toBe("tab\tline\nreturn\r é 中 🦠");
  });
});

describe("RSS feeds", () => {
  it("list the newest items in the feed's language, falling back to the original", async () => {
    const feed = await listFeedItems("es", 50);
    expect(feed.length).toBeLessThanOrEqual(50);
    expect(feed.slice(0, 4).map((i) => [i.title, i.textLocale])).toEqual([
      ["Cubrebocas y filtros", "es"],
      ["Informe premium", "es"],
      ["Limited guide", "en"],
      ["Solo en español", "es"],
    ]);
    expect(feed[0]).toMatchObject({
      path: `/news/feeds-${id}/${slugs.free}`,
      category: "Aire y mascarillas",
      locked: false,
    });
    expect(JSON.stringify(feed)).not.toContain(secret);
  });

  it("build an escaped RSS 2.0 document with only summaries", async () => {
    const xml = buildRss({ locale: "en", origin, labels: labels("en"), items: await listFeedItems("en", 50) });
    expectWellFormed(xml);
    expect(xml).toContain(`<atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(xml).toContain(`<title>${en.Feeds.title}</title>`);
    expect(xml).toContain("<language>en</language>");
    expect(items(xml).length).toBeLessThanOrEqual(50);
    expect(xml).not.toContain(secret);

    const free = itemFor(xml, slugs.free);
    expect(free).toContain("<title>Masks &amp; &quot;filters&quot; &lt;tested&gt; it&apos;s ok</title>");
    expect(free).toContain(`<guid isPermaLink="true">${origin}/news/feeds-${id}/${slugs.free}</guid>`);
    expect(free).toContain("<category>News</category><category>Air &amp; masks</category>");
    expect(free).toMatch(/<pubDate>Wed, 01 Jan 2290 12:04:00 GMT<\/pubDate>/);
    expect(free).not.toContain("dc:language");

    const premium = itemFor(xml, slugs.premium);
    expect(premium).toContain(
      `<description>${escapeXml(en.Feeds.membersOnly)} Summary of Premium report</description>`,
    );
  });

  it("mark untranslated items with their language and a note, in the feed's language", async () => {
    const english = buildRss({ locale: "en", origin, labels: labels("en"), items: await listFeedItems("en", 50) });
    const spanishOnly = itemFor(english, slugs.spanish);
    expect(spanishOnly).toContain("<title>Solo en español</title>");
    expect(spanishOnly).toContain("<dc:language>es</dc:language>");
    expect(spanishOnly).toContain("<description>Available in Spanish only. Summary of Solo en español</description>");

    const spanish = buildRss({ locale: "es", origin, labels: labels("es"), items: await listFeedItems("es", 50) });
    expect(spanish).toContain(`<atom:link href="${origin}/es/rss.xml"`);
    const englishOnly = itemFor(spanish, slugs.limited);
    expect(englishOnly).toContain(`<link>${origin}/es/news/feeds-${id}/${slugs.limited}</link>`);
    expect(englishOnly).toContain("<dc:language>en</dc:language>");
    expect(englishOnly).toContain(
      `<description>Disponible solo en inglés. ${escapeXml(es.Feeds.membersOnly)} Summary of Limited guide</description>`,
    );
  });
});

describe("feeds per topic", () => {
  it("follow one content type or one tag", async () => {
    const tagged = await listFeedItems("en", 50, { kind: "tag", slug: `feeds-tag-${id}` });
    expect(tagged.map((i) => i.path.split("/").at(-1))).toEqual([
      slugs.free,
      slugs.premium,
      slugs.limited,
      slugs.spanish,
    ]);
    const examples = await listFeedItems("en", 50, { kind: "tag", slug: `feeds-example-tag-${id}` });
    expect(examples.map((i) => i.title)).toEqual(["Invented clinic"]);
    expect(await listFeedItems("en", 50, { kind: "tag", slug: `no-such-tag-${id}` })).toEqual([]);

    const events = await listFeedItems("en", 50, { kind: "type", type: "EVENT" });
    expect(events.every((i) => i.type === "EVENT")).toBe(true);
    expect((await listFeedItems("en", 50, { kind: "type", type: "NEWS" })).slice(0, 1)[0]?.path).toContain(slugs.free);
  });

  it("live at explicit paths with a dot, which the proxy leaves alone", () => {
    expect(topicFeedPath({ kind: "type", type: "PUBLIC_HEALTH" }, "rss")).toBe("/feeds/public-health.xml");
    expect(topicFeedPath({ kind: "tag", slug: "mpox" }, "json")).toBe("/feeds/tags/mpox.json");
  });

  it("come as JSON Feed 1.1 with the RSS feed's words and summaries only", async () => {
    const items = await listFeedItems("es", 50, { kind: "tag", slug: `feeds-tag-${id}` });
    const feed = buildJsonFeed({
      locale: "es",
      origin,
      labels: labels("es"),
      items,
      self: `/feeds/tags/feeds-tag-${id}.json`,
      home: `/tag/feeds-tag-${id}`,
    });
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      title: es.Feeds.title,
      home_page_url: `${origin}/es/tag/feeds-tag-${id}`,
      feed_url: `${origin}/es/feeds/tags/feeds-tag-${id}.json`,
      language: "es",
    });
    expect(feed.items[0]).toEqual({
      id: `${origin}/es/news/feeds-${id}/${slugs.free}`,
      url: `${origin}/es/news/feeds-${id}/${slugs.free}`,
      title: "Cubrebocas y filtros",
      content_text: "Summary of Cubrebocas y filtros",
      date_published: future(4).toISOString(),
      date_modified: expect.any(String),
      language: "es",
      tags: ["Noticias", "Aire y mascarillas"],
    });
    expect(feed.items[2]?.content_text).toBe(
      `Disponible solo en inglés. ${es.Feeds.membersOnly} Summary of Limited guide`,
    );
    expect(JSON.stringify(feed)).not.toContain(secret);
  });
});

describe("alert levels in feeds", () => {
  it("name a public health watch item's level first, in the feed's language", async () => {
    const category = await db.category.create({ data: { type: "PUBLIC_HEALTH", slug: `feeds-watch-${id}` } });
    const slug = `feeds-advisory-${id}`;
    await db.article.create({
      data: {
        type: "PUBLIC_HEALTH",
        slug,
        categoryId: category.id,
        alertLevel: "ADVISORY",
        publishedAt: future(5),
        translations: { create: { locale: "en", title: "Boil-water notice", summary: "What to do.", body: "Body." } },
      },
    });
    const topic = { kind: "type", type: "PUBLIC_HEALTH" } as const;
    const items = await listFeedItems("en", 50, topic);
    const xml = buildRss({ locale: "en", origin, labels: labels("en"), items });
    const item = itemFor(xml, slug);
    expect(item).toContain(`<category>${en.AlertLevel.ADVISORY}</category>`);
    expect(item).toContain(`<description>${en.AlertLevel.ADVISORY}. What to do.</description>`);
    const spanish = buildJsonFeed({
      locale: "es",
      origin,
      labels: labels("es"),
      items: await listFeedItems("es", 50, topic),
      self: "/feeds/public-health.json",
      home: "/public-health",
    });
    const entry = spanish.items.find((i) => i.url.endsWith(slug))!;
    expect(entry.tags).toContain(es.AlertLevel.ADVISORY);
    expect(entry.content_text.startsWith(`${es.AlertLevel.ADVISORY}. Disponible solo en inglés.`)).toBe(true);
  });
});

describe("example items in feeds", () => {
  it("say they are examples in the title and description, in the feed's language", async () => {
    const english = buildRss({ locale: "en", origin, labels: labels("en"), items: await listFeedItems("en", 50) });
    const item = itemFor(english, slugs.example);
    expect(item).toContain("<title>Example: Invented clinic</title>");
    expect(item).toContain(`<description>${escapeXml(en.Feeds.example)} Summary of Invented clinic</description>`);
    expect(itemFor(english, slugs.free)).not.toContain("Example");

    const spanish = buildRss({ locale: "es", origin, labels: labels("es"), items: await listFeedItems("es", 50) });
    const ejemplo = itemFor(spanish, slugs.example);
    expect(ejemplo).toContain("<title>Ejemplo: Clínica inventada</title>");
    expect(ejemplo).toContain(`<description>${escapeXml(es.Feeds.example)} Summary of Clínica inventada`);
  });
});

describe("sitemap", () => {
  const source = { count: countSitemapPages, list: listSitemapPages };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it("lists every page in each language it has, with hreflang alternates and lastmod", async () => {
    const total = await countSitemapPages();
    const xml = (await renderSitemap(source, { origin, size: total }))!;
    expectWellFormed(xml);
    expect(xml).toContain("<urlset ");
    // Fixed pages and tags in every language; articles in the languages they are published in.
    expect(locs(xml).length).toBeGreaterThan(total);
    expect(locs(xml).length).toBeLessThan(total * 4);
    for (const path of [
      "",
      "/legal/disclaimer",
      "/legal/terms",
      "/forum",
      "/scientific-library",
      `/tag/feeds-tag-${id}`,
    ]) {
      expect(locs(xml)).toEqual(
        expect.arrayContaining([
          `${origin}${path || "/"}`,
          `${origin}/es${path}`,
          `${origin}/fr${path}`,
          `${origin}/pt${path}`,
        ]),
      );
    }
    const path = `/news/feeds-${id}/${slugs.spanish}`;
    const { updatedAt } = await db.article.findFirstOrThrow({ where: { slug: slugs.spanish } });
    // Published in Spanish only: listed once, its alternates naming Spanish (and x-default, Spanish too).
    expect(locs(xml).filter((loc) => loc.endsWith(path))).toEqual([`${origin}/es${path}`]);
    const entry = xml.split("\n").find((line) => line.includes(`<loc>${origin}/es${path}</loc>`));
    expect(entry).toContain(`<lastmod>${updatedAt.toISOString()}</lastmod>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${origin}/es${path}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/es${path}"/>`);
    expect(entry).not.toContain('hreflang="fr"');
  });

  it("leaves out example items, and tags that only example items carry", async () => {
    const xml = (await renderSitemap(source, { origin, size: await countSitemapPages() }))!;
    expect(xml).toContain(slugs.free);
    expect(xml).toContain(`/tag/feeds-tag-${id}<`);
    expect(xml).not.toContain(slugs.example);
    expect(xml).not.toContain(`feeds-example-tag-${id}`);
  });

  it("leaves out articles that have no text to show", async () => {
    const category = await db.category.findFirstOrThrow({ where: { slug: `feeds-${id}` } });
    await db.article.create({ data: { type: "NEWS", slug: `feeds-empty-${id}`, categoryId: category.id } });
    const xml = (await renderSitemap(source, { origin, size: await countSitemapPages() }))!;
    expect(xml).toContain(slugs.free);
    expect(xml).not.toContain(`feeds-empty-${id}`);
  });

  it("becomes an index of numbered parts when the pages outgrow one file", async () => {
    const size = 7;
    const total = await countSitemapPages();
    const parts = Math.ceil(total / size);
    const index = (await renderSitemap(source, { origin, size }))!;
    expectWellFormed(index);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual(Array.from({ length: parts }, (_, i) => `${origin}/sitemap.xml?part=${i + 1}`));

    const all: string[] = [];
    for (let part = 1; part <= parts; part++) {
      const xml = (await renderSitemap(source, { origin, size, part }))!;
      expect(xml).toContain("<urlset ");
      expect(locs(xml).length).toBeLessThanOrEqual(size * 4);
      all.push(...locs(xml));
    }
    const whole = locs((await renderSitemap(source, { origin, size: total }))!);
    expect(all).toEqual(whole);
    expect(new Set(all).size).toBe(all.length);
    expect(await renderSitemap(source, { origin, size, part: parts + 1 })).toBeNull();
  });
});
