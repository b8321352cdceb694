import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, localized, locales, messages } from "./support/pages";
import { regions } from "../lib/i18n/routing";

for (const locale of locales) {
  test(`the mobile app page in ${locale}: archive, contribute, stay informed, how to install`, async ({ page }) => {
    const m = messages[locale].MobilePage;
    await page.emulateMedia({ colorScheme: "light" });
    const response = await page.goto(localized(locale, "/mobile"));
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", regions[locale]);
    await expect(page).toHaveTitle(new RegExp(m.metaTitle));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
    await expect(page.getByRole("heading", { level: 2, name: m.platforms })).toBeVisible();
    await expect(page.getByText(m.installIos, { exact: true })).toBeVisible();
    await expect(page.getByText(m.installAndroid, { exact: true })).toBeVisible();

    const main = page.getByRole("main");
    for (const [title, link, path] of [
      [m.archiveTitle, m.archiveLink, "/search"],
      [m.contributeTitle, m.contributeLink, "/contribute"],
      [m.stayInformedTitle, m.stayInformedLink, "/public-health"],
    ] as const) {
      await expect(main.getByRole("heading", { level: 3, name: title })).toBeVisible();
      await expect(main.getByRole("link", { name: link })).toHaveAttribute("href", localized(locale, path));
    }
    await expect(main.getByRole("link", { name: m.supportLink })).toHaveAttribute(
      "href",
      localized(locale, "/support"),
    );
    // The page is always dark, whatever the visitor's setting.
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
}

test("the mobile page has its canonical URL and no serious accessibility findings in its forced dark mode", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/pt/mobile");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/pt\/mobile$/);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
});
