import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, localized, locales, messages } from "./support/pages";
import { regions } from "../lib/i18n/routing";

for (const locale of locales) {
  test.describe(`home in ${locale}`, () => {
    const m = messages[locale];

    test("renders the shell in its language", async ({ page }) => {
      const response = await page.goto(localized(locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", regions[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.HomePage.title);

      // The desktop menu; the phone menu holds the same links behind a "Menu" button.
      const nav = page.getByRole("navigation", { name: m.Header.mainNavigation });
      await nav.getByText(m.Header.latest, { exact: true }).filter({ visible: true }).click();
      for (const key of ["events", "scientificLibrary", "news", "publicHealth", "videos"] as const) {
        await expect(
          nav.getByRole("link", { name: m.Header[key], exact: true }).filter({ visible: true }),
        ).toBeVisible();
      }
      await nav.getByText(m.Header.tools, { exact: true }).filter({ visible: true }).click();
      for (const key of ["covidnet", "directory", "products", "resources"] as const) {
        await expect(
          nav.getByRole("link", { name: m.Header[key], exact: true }).filter({ visible: true }),
        ).toBeVisible();
      }
      await expect(nav.getByRole("link", { name: m.Header.blog, exact: true }).filter({ visible: true })).toBeVisible();
      await expect(
        nav.getByRole("link", { name: m.Header.forum, exact: true }).filter({ visible: true }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: m.Header.signIn })).toHaveAttribute(
        "href",
        localized(locale, "/auth/sign-in"),
      );

      await expect(page.getByRole("note")).toContainText(m.Notice.educational);
      await expect(page.getByRole("note")).toContainText(m.Notice.account);

      const footer = page.getByRole("contentinfo");
      for (const key of [
        "disclaimer",
        "forumGuidelines",
        "privacyPolicy",
        "terms",
        "about",
        "contact",
        "contribute",
        "mobileApp",
        "rss",
        "support",
      ] as const) {
        await expect(footer.getByRole("link", { name: m.Footer[key], exact: true }).first()).toBeVisible();
      }
      const year = new Date().getFullYear();
      await expect(footer).toContainText(m.Footer.copyright.replace("{from}", "2023").replace("{to}", String(year)));
    });

    test("has canonical and hreflang links for every language", async ({ page }) => {
      await page.goto(localized(locale));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(localized(locale));
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname])),
        );
      expect(alternates).toEqual({ en: "/", es: "/es", fr: "/fr", pt: "/pt", "x-default": "/" });
      const feed = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
      expect(new URL(feed!).pathname).toBe(localized(locale, "/rss.xml"));
    });

    test("has no serious accessibility findings", async ({ page }) => {
      await page.goto(localized(locale));
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the navigation opens from the Menu button, by keyboard too", async ({ page }) => {
    const m = messages.en.Header;
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: m.mainNavigation });
    await expect(nav.getByText(m.latest, { exact: true })).toBeHidden();
    await expect(nav.getByRole("link", { name: m.blog, exact: true })).toBeHidden();
    await page.getByRole("link", { name: m.home }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByText(m.menu, { exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: m.blog, exact: true })).toBeVisible();
    await nav.getByText(m.latest, { exact: true }).click();
    await nav.getByRole("link", { name: m.news, exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expectNoSeriousA11yViolations(page);
  });
});

test("wider screens show the menu without the Menu button, and the page carries its links once", async ({ page }) => {
  const m = messages.fr.Header;
  await page.goto(localized("fr"));
  const nav = page.getByRole("navigation", { name: m.mainNavigation });
  await expect(nav.getByText(m.menu, { exact: true })).toBeHidden();
  await expect(nav.getByRole("link", { name: m.forum, exact: true })).toBeVisible();
  for (const href of ["/fr/blog", "/fr/forum", "/fr/news", "/fr/directory"])
    await expect(nav.locator(`a[href="${href}"]`)).toHaveCount(1);
  // From the home link, Tab reaches the first menu, which opens with Enter; its links follow.
  await page.getByRole("link", { name: m.home }).focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByText(m.latest, { exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: m.events, exact: true })).toBeFocused();
});

test("the first Tab reaches the skip link, which moves focus to the content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: messages.en.Header.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});
