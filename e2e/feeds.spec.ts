import { expect, test } from "@playwright/test";
import { typeSegments } from "../config/content-types";
import { isMembersOnly } from "../lib/auth/members-only";
import { languageInSentence } from "../lib/i18n/names";
import { content } from "../prisma/seed/content";
import type { SeedItem } from "../prisma/seed/types";
import { locales, localized, messages, type Locale } from "./support/pages";
import { sitemapEntries } from "./support/sitemap";

const pathOf = (url: string) => new URL(url).pathname;

test.describe("sitemap", () => {
  test("is well-formed and lists every language of each page with alternates", async ({ page, request }) => {
    const entries = await sitemapEntries(page, request);
    const byPath = new Map(entries.map((e) => [pathOf(e.loc), e]));
    // Each entry names its own page among its alternates, and x-default: English, or the first language
    // an item has. An item lists the languages it is published in (another test's newsroom
    // item may be in English only); the pages below are in all four.
    for (const entry of entries) {
      const languages = Object.keys(entry.alternates);
      expect(languages, entry.loc).toContain("x-default");
      expect(
        languages.filter((l) => !["en", "es", "fr", "pt", "x-default"].includes(l)),
        entry.loc,
      ).toEqual([]);
      expect(Object.values(entry.alternates), entry.loc).toContain(entry.loc);
      const first = (["en", "es", "fr", "pt"] as const).find((l) => entry.alternates[l]);
      expect(entry.alternates["x-default"], entry.loc).toBe(entry.alternates[first!]);
    }

    // The only real item of the demo content: the site's own video (the others are examples).
    const article = content.VIDEO.find((i) => i.citation)!;
    const path = `/videos/${article.category}/${article.slug}`;
    const paths = [
      "/",
      "/legal/disclaimer",
      "/legal/forum-guidelines",
      "/legal/privacy-policy",
      "/legal/terms",
      "/news",
      "/covidnet",
      path,
    ];
    for (const p of paths) {
      for (const locale of locales) {
        const entry = byPath.get(localized(locale, p));
        expect(entry, `${localized(locale, p)} is listed`).toBeDefined();
        expect(
          Object.fromEntries(Object.entries(entry!.alternates).map(([lang, href]) => [lang, pathOf(href)])),
        ).toEqual({
          en: p,
          es: localized("es", p),
          fr: localized("fr", p),
          pt: localized("pt", p),
          "x-default": p,
        });
      }
    }
    expect(Date.parse(byPath.get(path)!.lastmod ?? "")).not.toBeNaN();
    // Example items are not listed (docs/content.md).
    expect([...seedItems.values()].filter((item) => !item.citation).length).toBeGreaterThan(100);
    for (const [key, item] of seedItems) {
      if (item.citation) continue;
      const [segment, slug] = key.split("/");
      expect(byPath.has(`/${segment}/${item.category}/${slug}`), key).toBe(false);
    }
    // Private and search pages are not listed.
    expect([...byPath.keys()].filter((p) => /\/(search|auth|user|chat)(\/|$)/.test(p))).toEqual([]);
  });

  test("holds no guarded page: every listed list and fixed page answers a visitor 200, without a redirect", async ({
    page,
    request,
    baseURL,
  }) => {
    const paths = (await sitemapEntries(page, request)).map((entry) => pathOf(entry.loc));
    const unprefixed = (path: string) => path.replace(/^\/(es|fr|pt)(?=\/|$)/, "") || "/";
    expect(paths.filter((path) => isMembersOnly(unprefixed(path), new URLSearchParams()))).toEqual([]);
    // Article pages are checked elsewhere; the fixed and list pages are the ones a guard could catch.
    // Plain fetches: no cookie (the request fixture would keep the language cookie an /es page sets).
    for (const path of paths.filter((p) => unprefixed(p).split("/").length <= 3)) {
      const response = await fetch(new URL(path, baseURL), { redirect: "manual" });
      expect(response.status, path).toBe(200);
    }
  });

  test("answers 404 for a part that does not exist", async ({ request }) => {
    expect((await request.get("/sitemap.xml?part=abc")).status()).toBe(404);
    expect((await request.get("/sitemap.xml?part=99999")).status()).toBe(404);
  });
});

test("robots.txt allows public pages, keeps crawlers out of private ones and points at the sitemap", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split("\n").map((l) => l.trim());
  expect(lines).toContain("User-Agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines).not.toContain("Disallow: /");
  for (const path of ["/api/", "/user/", "/auth/", "/chat", "/forum/new", "/forum/my-posts", "/search"]) {
    expect(lines).toContain(`Disallow: ${path}`);
    if (path !== "/api/")
      for (const locale of ["es", "fr", "pt"]) expect(lines).toContain(`Disallow: /${locale}${path}`);
  }
  const sitemap = lines.find((l) => l.startsWith("Sitemap: "));
  expect(pathOf(sitemap!.slice("Sitemap: ".length))).toBe("/sitemap.xml");
});

// Seed items by "segment/slug", to check what a feed says against the content it was built from.
const seedItems = new Map<string, SeedItem>(
  Object.entries(content).flatMap(([type, items]) =>
    items.map((item) => [`${typeSegments[type as keyof typeof typeSegments]}/${item.slug}`, item]),
  ),
);

for (const locale of locales) {
  test(`the ${locale} RSS feed is well-formed and in its language`, async ({ page, request }) => {
    const m = messages[locale].Feeds;
    const response = await request.get(localized(locale, "/rss.xml"));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const feed = await page.evaluate(
      (text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        if (doc.getElementsByTagName("parsererror").length) return null;
        const get = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;
        const channel = doc.getElementsByTagName("channel")[0]!;
        const self = doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
        return {
          version: doc.documentElement.getAttribute("version"),
          title: get(channel, "title"),
          language: get(channel, "language"),
          self: self && { href: self.getAttribute("href"), rel: self.getAttribute("rel") },
          items: [...doc.getElementsByTagName("item")].map((item) => ({
            title: get(item, "title")!,
            link: get(item, "link")!,
            guid: get(item, "guid")!,
            pubDate: get(item, "pubDate")!,
            description: get(item, "description")!,
            categories: item.getElementsByTagName("category").length,
            language:
              item.getElementsByTagNameNS("http://purl.org/dc/elements/1.1/", "language")[0]?.textContent ?? null,
          })),
        };
      },
      await response.text(),
    );

    expect(feed, "the feed parses as XML").not.toBeNull();
    expect(feed).toMatchObject({ version: "2.0", title: m.title, language: locale, self: { rel: "self" } });
    expect(pathOf(feed!.self!.href!)).toBe(localized(locale, "/rss.xml"));
    expect(feed!.items.length).toBeGreaterThan(0);
    expect(feed!.items.length).toBeLessThanOrEqual(50);

    let checked = 0;
    for (const item of feed!.items) {
      const path = pathOf(item.link);
      expect(path.startsWith(locale === "en" ? "/" : `/${locale}/`), path).toBe(true);
      expect(item.guid).toBe(item.link);
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.categories).toBeGreaterThan(0);
      const [segment, , slug] = path.split("/").slice(locale === "en" ? 1 : 2);
      const seed = seedItems.get(`${segment}/${slug}`);
      if (!seed) continue;
      // In the feed's language when translated; else the original, marked with its language.
      const textLocale = (item.language ?? locale) as Locale;
      expect(Boolean(seed.translations[locale]), `${path} falls back only when untranslated`).toBe(
        item.language === null,
      );
      const text = seed.translations[textLocale]!;
      // Example items say so in their title and description (docs/content.md).
      expect(item.title).toBe(seed.citation ? text.title : m.exampleTitle.replace("{title}", text.title));
      expect(item.description.startsWith(m.example)).toBe(!seed.citation);
      expect(item.description).toContain(text.summary);
      if (item.language)
        expect(item.description).toContain(m.onlyIn.replace("{language}", languageInSentence(locale, textLocale)));
      // Summaries only: never the body, whatever the access level.
      expect(item.description).not.toContain(text.body.slice(0, 120));
      checked++;
    }
    expect(checked, "items from the demo content").toBeGreaterThan(0);
  });
}

test("/en/rss.xml redirects to /rss.xml", async ({ request }) => {
  const response = await request.get("/en/rss.xml", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/rss\.xml$/);
  expect(pathOf(new URL(response.headers().location!, "http://x").href)).toBe("/rss.xml");
});

test.describe("feeds per topic", () => {
  test("a content type's RSS feed and a tag's JSON Feed, in the page's language, announced by their pages", async ({
    page,
    request,
  }) => {
    const rss = await request.get("/fr/feeds/public-health.xml");
    expect(rss.status()).toBe(200);
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    expect(rss.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    const xml = await rss.text();
    expect(xml).toContain(`<title>Covid Info\u00a0: ${messages.fr.ContentTypes.PUBLIC_HEALTH.title}</title>`);
    // Items carry their alert level (the demo's food-safety item is an advisory).
    expect(xml).toContain(`<category>${messages.fr.AlertLevel.ADVISORY}</category>`);
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => pathOf(m[1]!)).slice(1);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((p) => p.startsWith("/fr/public-health/"))).toBe(true);

    const json = await request.get("/es/feeds/tags/mpox.json");
    expect(json.headers()["content-type"]).toContain("application/feed+json");
    const feed = (await json.json()) as { version: string; language: string; items: { url: string; title: string }[] };
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.language).toBe("es");
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items.every((i) => pathOf(i.url).startsWith("/es/"))).toBe(true);

    // Unknown topics and formats are not feeds.
    for (const path of ["/feeds/nope.xml", "/feeds/news.txt", "/es/feeds/tags/nope.json", "/de/feeds/news.xml"])
      expect((await request.get(path)).status(), path).toBe(404);
    // The directory's list is for members only (spec section 6), so it has no public feed.
    for (const path of ["/feeds/directory.xml", "/es/feeds/directory.json"])
      expect((await request.get(path)).status(), path).toBe(404);

    await page.goto(localized("pt", "/news"));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(2);
    await expect(page.locator('link[rel="alternate"][type="application/feed+json"]')).toHaveAttribute(
      "href",
      /\/pt\/feeds\/news\.json$/,
    );
    await page.goto(localized("pt", "/tag/mpox"));
    await expect(page.locator('link[rel="alternate"][type="application/feed+json"]')).toHaveAttribute(
      "href",
      /\/pt\/feeds\/tags\/mpox\.json$/,
    );
  });
});
