import { expect, test } from "@playwright/test";
import { regions } from "../lib/i18n/routing";
import { expectNoSeriousA11yViolations, localized, locales, messages } from "./helpers";

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

test("the 404 page has no serious accessibility findings", async ({ page }) => {
  await page.goto("/no/such/page");
  await expectNoSeriousA11yViolations(page);
});
