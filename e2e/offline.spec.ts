import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { localized, locales, messages, signOutThroughMenu, type Locale } from "./support/pages";
import { article } from "./support/articles";
import { createMember, signInAs, sql, sqlOne } from "./support/members";
import { typeSegments } from "../config/content-types";
import { limits } from "../lib/offline/policy";

// Reading offline (docs/offline.md): the service worker (sw/worker.ts) keeps the pages a reader
// opens, in the reader's language, and never a member's text past the member's session. Playwright's
// offline mode covers the worker's own requests (its fetch fails), so "offline" here is the real thing.

test.describe.configure({ timeout: 90_000 });
test.use({ serviceWorkers: "allow" });

/** Opens `path` and waits until the service worker controls the page (it registers after `load`). */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** The addresses kept in one of the worker's caches. */
const kept = (page: Page, cache: string) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  }, cache);

/** Every text the browser keeps in any of the site's caches. */
const everythingKept = (page: Page) =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) texts.push(await ((await cache.match(request))?.text() ?? ""));
    }
    return texts.join("\n");
  });

/** Three articles published in `locale`, from its news list. */
async function threeArticles(page: Page, locale: Locale): Promise<string[]> {
  await page.goto(localized(locale, "/news"));
  const prefix = locale === "en" ? "" : `/${locale}`;
  const hrefs = await page
    .locator(`main a[href^="${prefix}/news/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const articles = [...new Set(hrefs.filter((href) => href.replace(prefix, "").split("/").length === 4))];
  expect(articles.length).toBeGreaterThanOrEqual(3);
  return articles.slice(0, 3);
}

test("a reader opens three articles, goes offline, reads each again in their language; a page never opened shows the offline page listing them", async ({
  page,
  context,
}) => {
  const locale: Locale = "es";
  const m = messages[locale].Offline;
  const paths = await threeArticles(page, locale);
  await openControlled(page, localized(locale, "/"));
  const titles: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    titles.push((await page.getByRole("heading", { level: 1 }).textContent()) ?? "");
  }
  await expect.poll(() => kept(page, "covid-info-pages")).toEqual(expect.arrayContaining(paths));

  await context.setOffline(true);
  for (const [i, path] of paths.entries()) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[i]!);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
    const banner = page.locator("[data-offline-banner]");
    await expect(banner).toContainText(m.bannerOffline);
    await expect(banner).toContainText(m.bannerSaved.split("{date}")[0]!.trim());
  }

  // A link to a page this reader never opened: the offline page of their language, listing the three.
  await page.locator("[data-offline-banner] a").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
  await page.goto(localized(locale, "/contribute"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
  const list = page.locator("#offline-list + ul");
  for (const title of titles) await expect(list).toContainText(title);
  // Newest first.
  await expect(list.locator("li").first()).toContainText(titles[2]!);
  await list.getByRole("link", { name: titles[0] }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[0]!);

  // Cleared from the offline page, nothing is readable any more.
  await page.goto(localized(locale, "/offline"));
  await page.getByRole("button", { name: m.clear }).click();
  await expect(page.getByText(m.cleared)).toBeVisible();
  await page.goto(paths[1]!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
});

test("a bookmarked article is readable offline", async ({ page, context, baseURL }) => {
  await signInAs(context, await createMember(), baseURL!);
  const item = await sqlOne<{ slug: string; category: string; title: string }>(
    `SELECT a.slug, c.slug AS category, t.title FROM "Article" a JOIN "Category" c ON c.id = a."categoryId"
     JOIN "ArticleTranslation" t ON t."articleId" = a.id AND t.locale = 'en' WHERE a.type = 'NEWS' AND a."accessLevel" = 'FREE' ORDER BY a.slug DESC LIMIT 1`,
  );
  const path = `/news/${item.category}/${item.slug}`;
  await openControlled(page, "/");
  await page.goto(path);
  await page.getByRole("button", { name: messages.en.Bookmark.add }).click();
  await expect(page.getByRole("button", { name: messages.en.Bookmark.remove })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => kept(page, "covid-info-member-pages")).toContain(path);

  await context.setOffline(true);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
  await expect(page.locator("[data-offline-banner]")).toContainText(messages.en.Offline.bannerOffline);
});

const toast = (page: Page) => page.locator("[data-sonner-toast]");

/** The id of the article at `path` (/{edition}/news/{category}/{slug}). */
async function articleId(path: string): Promise<string> {
  const [slug, category] = path.split("/").reverse();
  const row = await sqlOne<{ id: string }>(
    `SELECT a.id FROM "Article" a JOIN "Category" c ON c.id = a."categoryId" WHERE a.slug = $1 AND c.slug = $2`,
    [slug, category],
  );
  return row.id;
}

/** A visitor on `path` (controlled by the worker) saves it for offline with the article's own control. */
async function saveForOffline(page: Page, path: string, locale: Locale) {
  const m = messages[locale].Offline;
  await page.goto(path);
  await page.getByRole("button", { name: m.save }).click();
  await expect(toast(page).filter({ hasText: m.savedToast })).toBeVisible();
  await expect(page.getByRole("button", { name: m.unsave })).toHaveAttribute("aria-pressed", "true");
  return (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
}

/** The "Remove" button of a saved article, named after its page's title (which holds the article's). */
const removeButton = (list: Locator, locale: Locale, title: string) =>
  list
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("button", { name: new RegExp(`^${messages[locale].Offline.remove}: `) });

const bookmarksOf = async (userId: string) =>
  (await sql<{ articleId: string }>(`SELECT "articleId" FROM "Bookmark" WHERE "userId" = $1`, [userId]))
    .map((row) => row.articleId)
    .sort();

/** The addresses on the device's saved list (components/offline/kept.ts). */
const savedList = (page: Page) =>
  page.evaluate(async () => {
    const answer = await (await caches.open("covid-info-pages")).match("/__offline/saved");
    return ((answer ? await answer.json() : []) as { url: string }[]).map((item) => new URL(item.url).pathname);
  });

test("a visitor saves an article for offline, reads it offline, finds it on the offline page; signed in, adds it to their bookmarks", async ({
  page,
  context,
  baseURL,
}) => {
  const locale: Locale = "pt";
  const m = messages[locale].Offline;
  const [path] = await threeArticles(page, locale);
  await openControlled(page, localized(locale, "/"));
  const title = await saveForOffline(page, path!, locale);
  // Kept on the device, with its list; the server has no word of it (no cookie, no request).
  await expect.poll(() => kept(page, "covid-info-pages")).toEqual(expect.arrayContaining([path, "/__offline/saved"]));
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("next-auth.session-token");

  await context.setOffline(true);
  await page.goto(path!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.locator("[data-offline-banner]")).toContainText(m.bannerOffline);
  await page.goto(localized(locale, "/offline"));
  const saved = page.getByRole("region", { name: m.savedTitle });
  await expect(saved.getByRole("link", { name: title })).toBeVisible();
  await expect(removeButton(saved, locale, title)).toBeVisible();

  // Online again, the visitor signs in: the offer, in their language, adds the article to their bookmarks.
  await context.setOffline(false);
  const member = await createMember();
  await signInAs(context, member, baseURL!);
  await page.goto(localized(locale, "/news"));
  const offer = page.getByRole("complementary", { name: m.offerTitle });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await offer.getByRole("button", { name: m.offerAccept }).click();
  await expect(toast(page).filter({ hasText: m.offerDone })).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(await bookmarksOf(member.id)).toEqual([await articleId(path!)]);
  // The device's list is cleared (the copy stays among the pages kept): no offer on the next page.
  expect(await savedList(page)).toEqual([]);
  expect(await kept(page, "covid-info-pages")).toContain(path);
  await page.goto(localized(locale, "/"));
  await page.waitForTimeout(3_000);
  await expect(page.getByRole("complementary", { name: m.offerTitle })).toHaveCount(0);
});

test("a visitor removes a saved article from the offline page; signed in, declines the offer and keeps the rest on the device", async ({
  page,
  context,
  baseURL,
}) => {
  const locale: Locale = "es";
  const m = messages[locale].Offline;
  const [first, second] = await threeArticles(page, locale);
  await openControlled(page, localized(locale, "/"));
  const firstTitle = await saveForOffline(page, first!, locale);
  const secondTitle = await saveForOffline(page, second!, locale);
  await page.goto(localized(locale, "/offline"));
  const saved = page.getByRole("region", { name: m.savedTitle });
  // Newest first.
  await expect(saved.getByRole("listitem").first()).toContainText(secondTitle);
  await removeButton(saved, locale, firstTitle).click();
  await expect(saved.getByRole("link", { name: firstTitle })).toHaveCount(0);
  await expect(saved.getByRole("link", { name: secondTitle })).toBeVisible();

  const member = await createMember();
  await signInAs(context, member, baseURL!);
  await page.goto(localized(locale, "/news"));
  const offer = page.getByRole("complementary", { name: m.offerTitle });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  // With the keyboard; the focus goes back to the page's content, not to nowhere.
  await offer.getByRole("button", { name: m.offerDecline }).focus();
  await page.keyboard.press("Enter");
  await expect(offer).toHaveCount(0);
  await expect(page.locator("#main")).toBeFocused();
  expect(await bookmarksOf(member.id)).toEqual([]);
  await page.goto(localized(locale, "/"));
  await page.waitForTimeout(3_000);
  await expect(page.getByRole("complementary", { name: m.offerTitle })).toHaveCount(0);
  // Still on the device.
  expect(await savedList(page)).toEqual([second]);
  await page.goto(localized(locale, "/offline"));
  await expect(page.getByRole("region", { name: m.savedTitle }).getByRole("link", { name: secondTitle })).toBeVisible();
});

/** `count` published articles open to visitors, as paths of `locale`: news first, then newest first. */
async function visitorArticles(locale: Locale, count: number): Promise<string[]> {
  const rows = await sql<{ type: keyof typeof typeSegments; slug: string; category: string }>(
    `SELECT a.type, a.slug, c.slug AS category FROM "Article" a JOIN "Category" c ON c.id = a."categoryId"
     JOIN "ArticleTranslation" t ON t."articleId" = a.id AND t.locale = 'en'
     WHERE a."accessLevel" = 'FREE' AND a.type <> 'DIRECTORY' AND a."publishedAt" <= now()
     ORDER BY a.type = 'NEWS' DESC, a."publishedAt" DESC, a.slug LIMIT $1`,
    [count],
  );
  expect(rows.length).toBe(count);
  return rows.map((row) => localized(locale, `/${typeSegments[row.type]}/${row.category}/${row.slug}`));
}

test("the worker keeps the last 50 pages a reader opened, oldest out first, and the articles saved for offline past them", async ({
  page,
  context,
}) => {
  // 53 page loads: about 25 s alone, and more beside the other specs on a loaded machine.
  test.setTimeout(150_000);
  // In English, as a reader who never chose a language asks: without the language cookie, whose
  // pages the server marks private (their language came from Accept-Language), which keeps shared
  // caches out but not the reader's own.
  const locale: Locale = "en";
  const m = messages[locale].Offline;
  const [first, saved, ...others] = await visitorArticles(locale, 2 + limits.pages + 1);
  await openControlled(page, localized(locale, "/"));
  await page.goto(first!);
  const savedTitle = await saveForOffline(page, saved!, locale);
  // 51 more pages (the home page came before the worker, so it is not kept): 52 kept beside the saved
  // article, which alone is pinned; the oldest two, the first article and the next, go.
  for (const path of others) await page.goto(path, { waitUntil: "domcontentloaded" });
  const last = others.at(-1)!;
  const lastTitle = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await expect
    .poll(async () => {
      const paths = await kept(page, "covid-info-pages");
      return { count: paths.filter((path) => !path.startsWith("/__offline/")).length, first: paths.includes(first!) };
    })
    .toEqual({ count: limits.pages + 1, first: false });
  expect(await kept(page, "covid-info-pages")).toEqual(expect.arrayContaining([saved, last]));

  await context.setOffline(true);
  await page.goto(first!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
  await page.goto(saved!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(savedTitle);
  await expect(page.locator("[data-offline-banner]")).toContainText(m.bannerOffline);
  await page.goto(last);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lastTitle);
  await expect(page.locator("[data-offline-banner]")).toContainText(m.bannerOffline);
});

/** A member reads a members-only article with the worker on; returns its path and a line of its text. */
async function memberReads(page: Page, context: BrowserContext, baseURL: string) {
  const sessionId = await signInAs(context, await createMember(), baseURL);
  const premium = await article("PREMIUM");
  await openControlled(page, "/");
  await page.goto(premium.path);
  await expect(page.getByText(premium.secret)).toBeVisible();
  await expect.poll(() => kept(page, "covid-info-member-pages")).toContain(premium.path);
  // Kept in the member's cache only.
  expect(await kept(page, "covid-info-pages")).not.toContain(premium.path);
  return { ...premium, sessionId };
}

/** Offline: the article, the offline page and every cache hold no line of its members-only text. */
async function expectNoTraceOffline(page: Page, context: BrowserContext, path: string, secret: string) {
  await context.setOffline(true);
  for (const address of [path, "/offline", "/"]) {
    await page.goto(address);
    await expect(page.locator("body")).not.toContainText(secret);
  }
  expect(await everythingKept(page)).not.toContain(secret);
}

test("a member opens a members-only article, signs out, goes offline: no line of its text is shown", async ({
  page,
  context,
  baseURL,
}) => {
  const premium = await memberReads(page, context, baseURL!);
  await page.goto("/");
  await signOutThroughMenu(page);
  expect(await kept(page, "covid-info-member-pages")).toEqual([]);
  await expectNoTraceOffline(page, context, premium.path, premium.secret);
});

test("after a sign-out everywhere from elsewhere, the browser online once and then offline shows no members-only text", async ({
  page,
  context,
  baseURL,
}) => {
  const premium = await memberReads(page, context, baseURL!);
  // Signed out from another browser: the session is gone on the server, the cookie still here.
  await sql(`DELETE FROM "Session" WHERE id = $1`, [premium.sessionId]);
  await page.goto("/news");
  await expect.poll(() => kept(page, "covid-info-member-pages")).toEqual([]);
  await expectNoTraceOffline(page, context, premium.path, premium.secret);
});

// A new build, on the real update path as far as one build allows: the same worker script under
// another build id is, for the browser, a new worker (what a new build's pages register), so its
// install, take-over and clean-up run for real; the server's side of a deploy is its build id,
// which /api/build answers (routed here to the new id) and the page's own build check reads.
test("a new build is picked up with one reload", async ({ page, context }) => {
  await context.addInitScript(() =>
    sessionStorage.setItem("test-loads", String(Number(sessionStorage.getItem("test-loads") ?? 0) + 1)),
  );
  // Asked while the page may be reloading: no answer then, and the poll asks again.
  const loads = () => page.evaluate(() => Number(sessionStorage.getItem("test-loads"))).catch(() => -1);
  const worker = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
  const shells = () =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("covid-info-offline-shell-")));
  await openControlled(page, "/news");
  const { buildId: current } = (await (await page.request.get("/api/build")).json()) as { buildId: string };
  const next = `${current}-next`;
  expect(await worker()).toContain(`build=${encodeURIComponent(current)}`);

  // The new build's worker installs, takes over the open page at once and reloads nothing itself;
  // the old build's offline pages go.
  await page.evaluate(
    (build) =>
      navigator.serviceWorker.register(`/sw.js?build=${encodeURIComponent(build)}`, {
        scope: "/",
        updateViaCache: "none",
      }),
    next,
  );
  await expect.poll(worker, { timeout: 20_000 }).toContain(`build=${encodeURIComponent(next)}`);
  await expect.poll(shells).toEqual([`covid-info-offline-shell-${next}`]);
  expect(await loads()).toBe(1);

  // The server runs the new build: the page's build check reloads it, once, from the network.
  await page.route("**/api/build", (route) => route.fulfill({ json: { buildId: next } }));
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect.poll(loads, { timeout: 20_000 }).toBe(2);
  await page.waitForTimeout(5_000);
  expect(await loads()).toBe(2);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[data-offline-banner]")).toHaveCount(0);
});

// Chromium reports "in-incognito" for every page of Playwright's usual contexts: the manifest is
// checked in a browser with a profile of its own, as a reader's is.
test.describe("installable", () => {
  let browser: BrowserContext;
  test.beforeAll(async ({ baseURL }) => {
    browser = await chromium.launchPersistentContext(await mkdtemp(path.join(tmpdir(), "covid-pwa-")), {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
      baseURL,
    });
  });
  test.afterAll(async () => browser.close());

  for (const locale of locales) {
    test(`Chromium finds the ${locale} edition installable`, async () => {
      const page = await browser.newPage();
      await page.goto(localized(locale, "/"));
      const href = await page.locator('link[rel="manifest"]').getAttribute("href");
      expect(href).toBe(locale === "en" ? "/manifest.webmanifest" : `/${locale}/manifest.webmanifest`);
      const cdp = await browser.newCDPSession(page);
      const manifest = (await cdp.send("Page.getAppManifest")) as { errors: unknown[]; data?: string };
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? "{}") as Record<string, unknown>;
      expect(data.description).toBe(messages[locale].Offline.manifestDescription);
      expect(data.start_url).toBe(locale === "en" ? "/" : `/${locale}`);
      expect(data.scope).toBe(locale === "en" ? "/" : `/${locale}`);
      await expect
        .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, { timeout: 20_000 })
        .toEqual([]);
      await page.close();
    });
  }
});

test("the mobile page offers Install where the browser does, in the reader's language", async ({ page }) => {
  const m = messages.fr.MobilePage;
  await openControlled(page, "/fr/mobile");
  await expect(page.getByText(m.installIos, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: m.installButton })).toHaveCount(0);
  // Chromium's offer, as the browser makes it once the site is installable.
  await page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole("button", { name: m.installButton }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(page.getByRole("button", { name: m.installButton })).toHaveCount(0);
});
