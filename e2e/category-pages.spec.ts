import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { messages } from "./support/pages";
import { sql, sqlOne } from "./support/members";

// A category's pages keep their public addresses (/{type}/{category}?page=N) while proxy.ts serves
// them from a cached internal route (lib/content/category-pages.ts). The demo content has no
// category with a second page, so this spec makes its own: 30 blog posts, newest first.
const slug = `paging-${randomUUID().slice(0, 8)}`;
const titles = Array.from({ length: 30 }, (_, i) => `Paging probe ${String(i + 1).padStart(2, "0")} ${slug}`);

test.beforeAll(async () => {
  const { id } = await sqlOne<{ id: string }>(
    `INSERT INTO "Category" (id, type, slug, position) VALUES ($1, 'BLOG', $2, 999) RETURNING id`,
    [randomUUID(), slug],
  );
  await sql(
    `INSERT INTO "CategoryTranslation" ("categoryId", locale, name) VALUES ($1, 'en', 'Paging probe'), ($1, 'es', 'Sonda de paginación')`,
    [id],
  );
  for (const [i, title] of titles.entries()) {
    const article = randomUUID();
    // Item 1 is the newest.
    await sql(
      `INSERT INTO "Article" (id, type, slug, "categoryId", "publishedAt", "updatedAt") VALUES ($1, 'BLOG', $2, $3, now() - make_interval(hours => $4), now())`,
      [article, `${slug}-${i + 1}`, id, i + 1],
    );
    await sql(
      `INSERT INTO "ArticleTranslation" ("articleId", locale, title, summary, body) VALUES ($1, 'en', $2, 'x', 'x')`,
      [article, title],
    );
  }
});

test.afterAll(async () => {
  await sql(`DELETE FROM "Article" WHERE slug LIKE $1`, [`${slug}-%`]);
  await sql(`DELETE FROM "Category" WHERE slug = $1`, [slug]);
  // The lists that showed these posts (the blog, the home pages) are expired as the site's own
  // deletions expire them (lib/cache/expire.ts, the content tag), so that no cached list links a
  // deleted post to the specs that follow links (crawl.spec.ts).
  const now = Date.now();
  await sql(
    `WITH saved AS (
       INSERT INTO "NextCacheTag" (tag, stale, expired, "updatedAt") VALUES ('content', NULL, $1::bigint, now())
       ON CONFLICT (tag) DO UPDATE SET expired = GREATEST("NextCacheTag".expired, EXCLUDED.expired), "updatedAt" = now()
     )
     SELECT pg_notify('next_cache_tags', $2)`,
    [now, JSON.stringify([["content", null, now]])],
  );
});

const shown = (page: Page) => page.locator("main ul li h3").allInnerTexts();

test("page 2 of a category, at its public address, lists items 25 to 30 and links back to page 1", async ({ page }) => {
  const response = await page.goto(`/es/blog/${slug}?page=2`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/es/blog/${slug}\\?page=2$`));
  await expect(page.getByRole("heading", { level: 1, name: "Sonda de paginación" })).toBeVisible();
  expect(await shown(page)).toEqual(titles.slice(24));
  const es = messages.es.Pagination;
  await expect(
    page.getByText(es.range.replace("{start}", "25").replace("{end}", "30").replace("{total}", "30")),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: es.next })).toHaveCount(0);
  await page.getByRole("link", { name: es.previous }).click();
  await expect(page).toHaveURL(new RegExp(`/es/blog/${slug}$`));
  expect(await shown(page)).toEqual(titles.slice(0, 24));
  await expect(page.getByRole("link", { name: es.next })).toHaveAttribute("href", `/es/blog/${slug}?page=2`);
});

test("page 1 is the same with or without ?page=1, and a page number that is not one reads as page 1", async ({
  page,
}) => {
  for (const path of [`/blog/${slug}`, `/blog/${slug}?page=1`, `/blog/${slug}?page=abc`]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    expect(await shown(page), path).toEqual(titles.slice(0, 24));
  }
});

test("a page past the end, and the internal address, are the localized 404", async ({ page }) => {
  for (const [path, locale] of [
    [`/es/blog/${slug}?page=3`, "es"],
    [`/fr/blog/${slug}?page=99`, "fr"],
    [`/blog/${slug}/_page/2`, "en"],
    [`/es/blog/${slug}/_page/1`, "es"],
  ] as const) {
    // A prefixed visit sets the language cookie, which would send the unprefixed one elsewhere.
    await page.context().clearCookies();
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: messages[locale].NotFoundPage.title }),
      path,
    ).toBeVisible();
  }
});

test("a directory category still checks the session itself: a forged session cookie gets the need-login gate", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "next-auth.session-token", value: "forged", url: baseURL! }]);
  await page.goto("/es/directory/healthcare?page=2");
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/es/auth/need-login" &&
      url.searchParams.get("callbackUrl") === "/es/directory/healthcare?page=2",
  );
});
