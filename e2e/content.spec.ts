import { expect, test } from "@playwright/test";
import { content } from "../prisma/seed/content";
import { categories } from "../prisma/seed/content/categories";
import { expectNoSeriousA11yViolations, localized, locales, messages, signOutThroughMenu } from "./support/pages";
import { regions } from "../lib/i18n/routing";
import { createMember, signInAs, sql, sqlOne } from "./support/members";

const find = (type: keyof typeof content, access: string, original = "en") =>
  content[type].find(
    (i) => (i.access ?? "FREE") === access && (i.originalLocale ?? "en") === original && i.translations.en,
  )!;
const secondParagraph = (body: string) =>
  body
    .trim()
    .split(/\n\s*\n/)[1]!
    .slice(0, 60);

for (const locale of locales) {
  test(`the news list groups items by category (${locale})`, async ({ page }) => {
    const m = messages[locale];
    await page.goto(localized(locale, "/news"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.ContentTypes.NEWS.title);
    for (const category of categories.NEWS) {
      await expect(page.getByRole("heading", { level: 2, name: category.names[locale] })).toBeVisible();
    }
    await page
      .getByRole("link", { name: new RegExp(categories.NEWS[0]!.names[locale]) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(categories.NEWS[0]!.names[locale]);
    await expect(page.getByRole("navigation", { name: m.Pagination.label })).toContainText(/\d/);
  });

  test(`an article shows its text, date, share and related items (${locale})`, async ({ page }) => {
    const item = find("SCIENTIFIC_LIBRARY", "FREE");
    const text = item.translations[locale]!;
    await page.goto(localized(locale, `/scientific-library/${item.category}/${item.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
    await expect(page.locator("html")).toHaveAttribute("lang", regions[locale]);
    // Never edited substantively since publication: its publication date (a fix of a typo is not news).
    const published = messages[locale].ArticlePage.published.split("{date}")[0]!;
    await expect(page.getByText(published, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: messages[locale].Share.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: messages[locale].ArticlePage.related })).toBeVisible();
    // The demo articles are examples (docs/content.md): labelled, and no JSON-LD for search engines.
    await expect(page.getByRole("note").filter({ hasText: messages[locale].ArticlePage.exampleNote })).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });
}

test("a corrected article shows when it was published and when it was updated, for readers and search engines", async ({
  page,
}) => {
  // An item of its own (not an example, so it has JSON-LD), published in March, corrected in November.
  const id = `dateline-${Date.now().toString(36)}`;
  const category = await sqlOne<{ slug: string }>(
    `INSERT INTO "Article" (id, type, slug, "categoryId", "publishedAt", "editedAt", "updatedAt")
     SELECT $1, 'NEWS', $1, c.id, '2026-03-03T09:00:00Z', '2026-11-24T15:00:00Z', now()
     FROM "Category" c WHERE c.type = 'NEWS' ORDER BY c.position LIMIT 1
     RETURNING (SELECT slug FROM "Category" WHERE id = "categoryId") AS slug`,
    [id],
  );
  for (const locale of locales)
    await sql(
      `INSERT INTO "ArticleTranslation" ("articleId", locale, title, summary, body) VALUES ($1, $2, $3, 'A lead.', 'A body.')`,
      [id, locale, `Dateline ${locale}`],
    );
  const expected = {
    en: "Published March 3, 2026 · Updated November 24, 2026",
    es: "Publicado el 3 de marzo de 2026 · Actualizado el 24 de noviembre de 2026",
    fr: "Publié le 3 mars 2026 · Mis à jour le 24 novembre 2026",
    pt: "Publicado em 3 de março de 2026 · Atualizado em 24 de novembro de 2026",
  };
  for (const locale of locales) {
    await page.goto(localized(locale, `/news/${category.slug}/${id}`));
    await expect(page.getByTestId("dateline")).toHaveText(expected[locale]);
  }
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ datePublished: "2026-03-03T09:00:00.000Z", dateModified: "2026-11-24T15:00:00.000Z" });
});

test("copy link puts the page address on the clipboard and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const item = find("NEWS", "FREE");
  await page.goto(`/news/${item.category}/${item.slug}`);
  await page.getByRole("button", { name: messages.en.Share.copy }).click();
  await expect(page.getByText(messages.en.Share.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/news/${item.category}/${item.slug}$`),
  );
});

test("a premium item shows visitors only the locked card; its text never reaches the browser", async ({
  page,
  request,
}) => {
  const item = find("SCIENTIFIC_LIBRARY", "PREMIUM");
  const path = `/scientific-library/${item.category}/${item.slug}`;
  const html = await (await request.get(path)).text();
  expect(html).not.toContain(secondParagraph(item.translations.en!.body));
  expect(html).not.toContain(item.translations.en!.body.slice(0, 60));

  await page.goto(path);
  const m = messages.en.ArticlePage;
  const locked = page.getByRole("region", { name: m.lockedTitle });
  await expect(locked).toContainText(m.lockedPremium);
  await expect(locked.getByRole("link", { name: m.signIn, exact: true })).toHaveAttribute(
    "href",
    new RegExp(`/auth/sign-in\\?callbackUrl=${encodeURIComponent(path)}`),
  );
  await expect(locked.getByRole("link", { name: m.createAccount })).toBeVisible();
});

test("a limited item shows visitors a teaser, not the rest", async ({ request, page }) => {
  const item = find("EDUCATION", "LIMITED");
  const path = `/education/${item.category}/${item.slug}`;
  const html = await (await request.get(path)).text();
  expect(html).not.toContain(secondParagraph(item.translations.en!.body));
  await page.goto(path);
  await expect(page.getByText(messages.en.ArticlePage.lockedLimited)).toBeVisible();
});

test("an item not yet translated is shown in its language, and says so", async ({ page }) => {
  const item = content.NEWS.find((i) => i.originalLocale === "es" && !i.translations.en)!;
  await page.goto(`/news/${item.category}/${item.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.translations.es!.title);
  await expect(page.locator("main > article")).toHaveAttribute("lang", "es");
  await expect(
    page.getByRole("note").filter({ hasText: messages.en.ArticlePage.onlyIn.replace("{language}", "Spanish") }),
  ).toBeVisible();
});

test("a directory entry offers call, email, directions and website", async ({ page }) => {
  const item = content.DIRECTORY.find((i) => i.phone && i.email && i.website && i.translations.en)!;
  await page.goto(`/directory/${item.category}/${item.slug}`);
  const contact = page.getByRole("region", { name: messages.en.ArticlePage.contact });
  await expect(contact.getByRole("link", { name: /Call/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
  await expect(contact.getByRole("link", { name: /Email/ })).toHaveAttribute("href", `mailto:${item.email}`);
  await expect(contact.getByRole("link", { name: /Directions/ })).toHaveAttribute("href", /openstreetmap\.org/);
  await expect(contact.getByRole("link", { name: /Website/ })).toHaveAttribute("href", item.website!);
});

test("an event shows when, where and the price; an example video says it has none", async ({ page }) => {
  const event = content.EVENT.find(
    (i) => (i.access ?? "FREE") === "FREE" && i.onlineOnly === false && i.translations.en,
  )!;
  await page.goto(`/events/${event.category}/${event.slug}`);
  const details = page.getByRole("region", { name: messages.en.ArticlePage.event });
  await expect(details).toContainText(messages.en.ArticlePage.inPerson);
  await expect(details).toContainText(event.city!);
  const video = content.VIDEO.find((i) => !i.citation && (i.access ?? "FREE") === "FREE")!;
  await page.goto(`/videos/${video.category}/${video.slug}`);
  await expect(page.getByText(messages.en.ArticlePage.noVideo)).toBeVisible();
  await expect(page.getByRole("link", { name: messages.en.ArticlePage.watchOnChannel })).toHaveCount(0);
});

test("unknown types, categories and slugs are 404", async ({ page }) => {
  for (const path of [
    "/not-a-type",
    "/news/not-a-category",
    "/news/research/not-an-article",
    "/fr/news/research/not-an-article",
    "/news/policy/what-wastewater-surveillance-tells-us",
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test("list and article pages have no serious accessibility findings", async ({ page }) => {
  await page.goto("/products");
  await expectNoSeriousA11yViolations(page);
  const item = find("PRODUCT", "FREE");
  await page.goto(`/products/${item.category}/${item.slug}`);
  await expectNoSeriousA11yViolations(page);
});

test("a public health watch item shows its alert level on its page and in its list, in the reader's language", async ({
  page,
}) => {
  await page.goto(localized("es", "/public-health/h5n1/h5n1-and-food-safety"));
  await expect(page.getByText(messages.es.AlertLevel.ADVISORY, { exact: true })).toBeVisible();
  await page.goto(localized("fr", "/public-health/respiratory-season"));
  await expect(page.getByText(messages.fr.AlertLevel.UPDATE, { exact: true }).first()).toBeVisible();
});

test("after a member signs out, going back shows the premium text no more", async ({ page, context, baseURL }) => {
  const item = find("SCIENTIFIC_LIBRARY", "PREMIUM");
  const path = `/scientific-library/${item.category}/${item.slug}`;
  // Words of a plain paragraph of its body past the first (no Markdown markup in them).
  const text = item.translations
    .en!.body.split(/\n\s*\n/)
    .slice(1)
    .map((p) => p.trim().split(/[*_`[\]]/)[0]!)
    .find((p) => /^[A-Z][a-z]/.test(p) && p.length > 40)!
    .slice(0, 40);
  const member = await createMember();
  await signInAs(context, member, baseURL!);

  const answer = await page.goto(path);
  // A member's page is never kept by a shared cache or by the browser's back-forward cache.
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByText(text)).toBeVisible();

  await page.goto("/legal/terms");
  await signOutThroughMenu(page);

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole("region", { name: messages.en.ArticlePage.lockedTitle })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
});
