import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { content } from "../prisma/seed/content";
import { tags } from "../prisma/seed/content/tags";
import { expectNoSeriousA11yViolations, localized, locales, messages, type Locale } from "./support/pages";
import { createMember, signInAs } from "./support/members";
import { regions } from "../lib/i18n/routing";

// Per language: a word typed without its accents, the accented form that must be highlighted,
// and a word whose results include events, free and paid, to exercise the filters.
const cases: Record<Locale, { plain: string; accented: RegExp; filterTerm: string }> = {
  en: { plain: "clinica", accented: /^Clínica$/, filterTerm: "ventilation" },
  es: { plain: "ventilacion", accented: /^ventilación$/i, filterTerm: "ventilacion" },
  fr: { plain: "interieur", accented: /^intérieur/i, filterTerm: "interieur" },
  pt: { plain: "mascara", accented: /^máscaras?$/i, filterTerm: "mascara" },
};

const searchT = (locale: Locale) => createTranslator({ locale, messages: messages[locale], namespace: "SearchPage" });
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
// Counters reach messages formatted in the edition's region (lib/i18n/format.ts).
const number = (locale: Locale, n: number) => new Intl.NumberFormat(regions[locale]).format(n);
const countIn = async (page: Page) => Number((await heading(page).textContent())!.replace(/\D+/g, ""));

async function searchFor(page: Page, locale: Locale, term: string) {
  const t = searchT(locale);
  await page.getByLabel(t("label")).fill(term);
  await page.getByRole("button", { name: t("submit"), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term)}(&|$)`));
}

for (const locale of locales) {
  const t = searchT(locale);
  const m = messages[locale];
  const { plain, accented, filterTerm } = cases[locale];

  test.describe(`search in ${locale}`, () => {
    test("finds a word typed without accents, highlights it, and puts total and term in the title", async ({
      page,
    }) => {
      await page.goto(localized(locale, "/search"));
      await expect(heading(page)).toHaveText(t("title"));
      await expect(page.getByText(t("prompt"))).toBeVisible();

      await searchFor(page, locale, plain);
      await expect(heading(page)).toContainText(plain);
      const count = await countIn(page);
      expect(count).toBeGreaterThan(0);
      const title = t("results", { count, n: number(locale, count), term: plain });
      await expect(heading(page)).toHaveText(title);
      await expect(page).toHaveTitle(m.Metadata.titleTemplate.replace("%s", title));

      const results = page.getByRole("region", { name: t("resultsLabel") });
      await expect(results.getByRole("article")).toHaveCount(Math.min(count, 20));
      await expect(results.locator("mark").filter({ hasText: accented }).first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", regions[locale]);
    });

    test("filters narrow the results and clear filters resets them", async ({ page, context, baseURL }) => {
      // As a member: a member's search also reads members-only bodies, where some seeded events match.
      await signInAs(context, await createMember(), baseURL!);
      await page.goto(localized(locale, `/search?q=${encodeURIComponent(filterTerm)}`));
      const all = await countIn(page);
      const results = page.getByRole("region", { name: t("resultsLabel") });

      await page.getByLabel(t("type")).selectOption({ label: m.ContentTypes.EVENT.title });
      await page.getByRole("button", { name: t("apply") }).click();
      await expect(page).toHaveURL(/[?&]type=events(&|$)/);
      const events = await countIn(page);
      expect(events).toBeGreaterThan(0);
      expect(events).toBeLessThan(all);
      await expect(results.getByText(m.ContentTypes.EVENT.title, { exact: true })).toHaveCount(events);

      await page.getByLabel(t("isEventFree")).check();
      await page.getByRole("button", { name: t("apply") }).click();
      await expect(page).toHaveURL(/[?&]isEventFree=true(&|$)/);
      const free = await countIn(page);
      expect(free).toBeGreaterThan(0);
      expect(free).toBeLessThan(events);
      await expect(page.getByLabel(t("type"))).toHaveValue("events");

      await page.getByRole("link", { name: t("clearFilters") }).click();
      await expect(page).not.toHaveURL(/type=|isEventFree=/);
      await expect(heading(page)).toHaveText(t("results", { count: all, n: number(locale, all), term: filterTerm }));
      await expect(page.getByLabel(t("type"))).toHaveValue("");
      await expect(page.getByLabel(t("isEventFree"))).not.toBeChecked();
    });

    test("filters without words list the items they select, newest first", async ({ page }) => {
      // The seed's events as the reader sees them (their language, else the original), newest first.
      const events = [...content.EVENT]
        .sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo)
        .map((i) => ({ ...i, title: (i.translations[locale] ?? i.translations[i.originalLocale ?? "en"])!.title }));
      const results = page.getByRole("region", { name: t("resultsLabel") });
      const cards = results.getByRole("article");

      await page.goto(localized(locale, "/search"));
      await page.getByLabel(t("type")).selectOption({ label: m.ContentTypes.EVENT.title });
      await page.getByRole("button", { name: t("apply") }).click();
      await expect(page).toHaveURL(/[?&]type=events(&|$)/);
      await expect(page.getByText(t("filterOrder"))).toBeVisible();
      await expect(page.getByText(t("prompt"))).toHaveCount(0);
      const count = await countIn(page);
      expect(count).toBeGreaterThanOrEqual(events.length);
      const title = t("filterResults", { count, n: number(locale, count) });
      await expect(heading(page)).toHaveText(title);
      await expect(page).toHaveTitle(m.Metadata.titleTemplate.replace("%s", title));
      // Events only, every seed event among them (other tests may add a few, never twenty).
      await expect(cards).toHaveCount(Math.min(count, 20));
      await expect(results.getByText(m.ContentTypes.EVENT.title, { exact: true })).toHaveCount(Math.min(count, 20));
      const titles = await cards.getByRole("heading").allTextContents();
      for (const event of events) expect(titles, event.slug).toContain(event.title);

      await page.getByLabel(t("isEventFree")).check();
      await page.getByLabel(t("onlineOnly")).check();
      await page.getByRole("button", { name: t("apply") }).click();
      await expect(page).toHaveURL(/[?&]onlineOnly=true(&|$)/);
      const freeOnline = events.filter((e) => e.isEventFree && e.onlineOnly).map((e) => e.title);
      await expect(heading(page)).toHaveText(
        t("filterResults", { count: freeOnline.length, n: number(locale, freeOnline.length) }),
      );
      await expect(cards.getByRole("heading")).toHaveText(freeOnline);
      await expect(page.getByLabel(t("type"))).toHaveValue("events");
      await expect(page.getByLabel(t("isEventFree"))).toBeChecked();
      await expect(page.getByLabel(t("onlineOnly"))).toBeChecked();

      await page.getByRole("link", { name: t("clearFilters") }).click();
      await expect(heading(page)).toHaveText(t("title"));
      await expect(page.getByText(t("prompt"))).toBeVisible();
    });

    test("says Nothing found when nothing matches", async ({ page }) => {
      await page.goto(localized(locale, "/search"));
      await searchFor(page, locale, "zzqxvw");
      await expect(heading(page)).toHaveText(t("noResults", { term: "zzqxvw" }));
      await expect(page).toHaveTitle(m.Metadata.titleTemplate.replace("%s", t("noResults", { term: "zzqxvw" })));
      await expect(page.getByRole("heading", { level: 2, name: t("nothingFound") })).toBeVisible();
      await expect(page.getByText(t("nothingFoundHint"))).toBeVisible();
    });

    test("has no serious accessibility findings with results", async ({ page }) => {
      await page.goto(localized(locale, `/search?q=${encodeURIComponent(plain)}`));
      await expect(
        page
          .getByRole("region", { name: t("resultsLabel") })
          .locator("mark")
          .first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test("search is no oracle: locked words find nothing for a visitor and the item for a member; no locked text in results", async ({
  page,
  context,
  baseURL,
}) => {
  for (const access of ["LIMITED", "PREMIUM"]) {
    const item = Object.values(content)
      .flat()
      .find((i) => i.access === access && i.translations.en)!;
    const text = item.translations.en!;
    // A prose paragraph past the first (which LIMITED items show as a teaser on their page).
    const locked = text.body
      .trim()
      .split(/\n\s*\n/)
      .slice(1)
      .find((p) => !/^[#-]/.test(p))!;
    // Words of the locked paragraph only: a naive search would find the item by them.
    const open = `${text.title} ${text.summary}`.toLowerCase();
    const words = [...new Set(locked.match(/\p{L}{7,}/gu))].filter((w) => !open.includes(w.toLowerCase())).slice(0, 3);
    expect(words.length, item.slug).toBeGreaterThan(0);
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: text.title, exact: true }) });

    await context.clearCookies();
    const visitor = await page.goto(`/search?q=${encodeURIComponent(words.join(" "))}`);
    expect(await visitor!.text(), item.slug).not.toContain(locked.slice(0, 40));
    await expect(card).toHaveCount(0);
    // Found by what a visitor may read: the card shows the summary, never the locked text.
    const byTitle = await page.goto(`/search?q=${encodeURIComponent(text.title)}`);
    expect(await byTitle!.text(), item.slug).not.toContain(locked.slice(0, 40));
    // The card's snippet is the summary, cut at the card's length.
    await expect(card).toContainText(text.summary.slice(0, 40));
    await expect(card).toContainText(messages.en.ContentCard.locked);

    await signInAs(context, await createMember(), baseURL!);
    const member = await page.goto(`/search?q=${encodeURIComponent(words.join(" "))}`);
    expect(await member!.text(), item.slug).not.toContain(locked.slice(0, 40));
    await expect(card).toContainText(text.summary.slice(0, 40));
    await expect(card.locator("mark")).toHaveCount(0);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search form still works", async ({ page }) => {
    const t = searchT("en");
    await page.goto("/search");
    await page.getByLabel(t("label")).fill("respirtor");
    await page.getByLabel(t("label")).press("Enter");
    await expect(page).toHaveURL(/[?&]q=respirtor/);
    // A typo still finds respirators, by title similarity.
    await expect(
      page
        .getByRole("region", { name: t("resultsLabel") })
        .getByRole("link", { name: /respirator/i })
        .first(),
    ).toBeVisible();
  });
});

const tagged = (slug: string) =>
  Object.values(content)
    .flat()
    .filter((item) => item.tags?.includes(slug));

for (const locale of locales) {
  test(`a tag page shows the tag's name, its item count and its items (${locale})`, async ({ page }) => {
    const m = messages[locale];
    const tt = createTranslator({ locale, messages: m, namespace: "TagPage" });
    const tag = tags.find((x) => x.slug === "ventilation")!;
    // Every card is a seed item with the tag, in the reader's language or its original one.
    const titles = new Set(
      tagged("ventilation").map((i) => (i.translations[locale] ?? i.translations[i.originalLocale ?? "en"])!.title),
    );
    await page.goto(localized(locale, "/tag/ventilation"));
    const count = await countIn(page);
    expect(count).toBeGreaterThan(24);
    await expect(heading(page)).toHaveText(tt("heading", { name: tag.names[locale], count, n: number(locale, count) }));
    await expect(page).toHaveTitle(m.Metadata.titleTemplate.replace("%s", tag.names[locale]));
    const pagination = page.getByRole("navigation", { name: m.Pagination.label });
    await expect(pagination).toContainText(
      createTranslator({ locale, messages: m, namespace: "Pagination" })("range", {
        start: "1",
        end: "24",
        total: number(locale, count),
      }),
    );
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(24);
    const firstPage = await cards.getByRole("heading").allTextContents();
    for (const title of firstPage) expect(titles, title).toContain(title);

    await pagination.getByRole("link", { name: m.Pagination.next }).click();
    await expect(page).toHaveURL(/\/tag\/ventilation\?page=2$/);
    await expect(cards).toHaveCount(Math.min(24, count - 24));
    expect(await cards.getByRole("heading").allTextContents()).not.toEqual(firstPage);
  });
}

test("a small tag lists all its items on one page", async ({ page }) => {
  const items = tagged("testing");
  await page.goto("/tag/testing");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(items.length);
  for (const item of items.filter((i) => i.translations.en)) {
    await expect(cards.getByRole("link", { name: item.translations.en!.title, exact: true })).toBeVisible();
  }
});

test("an unknown tag, or a page past the last, is the localized 404", async ({ page }) => {
  // English paths first: visiting /es sets the language cookie, which then redirects unprefixed paths.
  for (const [path, locale] of [
    ["/tag/no-such-tag", "en"],
    ["/tag/Not_A_Slug", "en"],
    ["/es/tag/no-such-tag", "es"],
    ["/fr/tag/testing?page=9", "fr"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(heading(page)).toHaveText(messages[locale].NotFoundPage.title);
  }
});

test("the home page's see-all for latest publications opens the archive on its newest items", async ({ page }) => {
  const home = messages.fr.HomePage;
  await page.goto("/fr");
  const label = home.seeAllLabel.replace("{section}", home.latestPublications);
  await page.getByRole("link", { name: label }).click();
  await expect(page).toHaveURL(/\/fr\/search$/);
  const latest = page.getByRole("region", { name: messages.fr.SearchPage.latestTitle });
  await expect(latest.locator(":scope > ul > li")).toHaveCount(24);
});

test("a visitor's search is served from the cache, the same for any spelling; a member's is rendered for them", async ({
  browser,
  request,
  baseURL,
}) => {
  const path = "/es/search?q=ventilacion&type=news";
  await request.get(path); // rendered once (or already)
  const again = await request.get("/es/search?type=news&q=%20ventilacion%20&utm_source=x");
  expect(again.status()).toBe(200);
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
  // A cached page cannot carry a per-request nonce (lib/security/csp.ts).
  expect(again.headers()["content-security-policy"]).not.toContain("nonce-");
  expect(await again.text()).toMatch(/<h1[^>]*>[^<]*ventilacion/);

  // The internal address is not public.
  const key = `/es/search/_q/k${Buffer.from("q=ventilacion&type=news").toString("base64url")}`;
  expect((await request.get(key)).status()).toBe(404);

  // A member's search renders per request, with its own nonce.
  const context = await browser.newContext();
  await signInAs(context, await createMember(), baseURL!);
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response!.headers()["x-nextjs-cache"]).toBeUndefined();
  expect(response!.headers()["content-security-policy"]).toContain("nonce-");
  expect(response!.headers()["cache-control"]).toContain("no-store");
  await context.close();
});
