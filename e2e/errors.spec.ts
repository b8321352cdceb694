import { expect, test } from "@playwright/test";
import { regions } from "../lib/i18n/routing";
import { expectNoSeriousA11yViolations, localized, locales, messages } from "./support/pages";

for (const locale of locales) {
  test(`unknown paths get a localized 404 inside the site (${locale})`, async ({ page }) => {
    const m = messages[locale];
    const response = await page.goto(localized(locale, "/no/such/page"));
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(new RegExp(m.NotFoundPage.title));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.NotFoundPage.title);
    await expect(page.locator("html")).toHaveAttribute("lang", regions[locale]);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test(`other errors get a localized Internal Server Error page (${locale})`, async ({ page }) => {
    const m = messages[locale];
    const response = await page.goto(localized(locale, "/test-error"));
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.ErrorPage.title);
    await expect(page).toHaveTitle(new RegExp(m.ErrorPage.title));
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}

// The forum's pages have their own layout group: a post that does not exist, or a page past the end,
// is the same localized 404 inside the site once the scripts have run (it was the bare multilingual page).
test("a forum page that is not found is the site's localized 404 as well", async ({ page }) => {
  for (const [locale, path] of [
    ["es", "/forum/posts/99999999"],
    ["fr", "/forum?page=999"],
  ] as const) {
    const m = messages[locale].NotFoundPage;
    expect((await page.goto(localized(locale, path)))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
    await expect(page.getByRole("link", { name: m.backHome })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  }
});

// Next sends these pages as an empty shell that its script fills (vercel/next.js#62228); server.mjs
// puts their words in it (server/error-shell.mjs), which the script then replaces with the site's page.
test("without JavaScript, a 404 and a 500 still say what happened, in the page's language", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [locale, path, status, key] of [
    ["es", "/no/such/page", 404, "NotFoundPage"],
    ["fr", "/news/research/no-such-item", 404, "NotFoundPage"],
    ["pt", "/test-error", 500, "ErrorPage"],
  ] as const) {
    const m = messages[locale][key];
    expect((await page.goto(localized(locale, path)))?.status()).toBe(status);
    await expect(page.locator("html")).toHaveAttribute("lang", regions[locale]);
    await expect(page).toHaveTitle(new RegExp(m.title));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
    await expect(page.getByRole("link", { name: m.backHome })).toHaveAttribute("href", `/${locale}`);
  }
  await context.close();
});

test("the 404 page has no serious accessibility findings", async ({ page }) => {
  await page.goto("/no/such/page");
  await expectNoSeriousA11yViolations(page);
});
