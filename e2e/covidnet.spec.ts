import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, localized, messages } from "./support/pages";

for (const locale of ["en", "pt"] as const) {
  const t = messages[locale].CovidnetPage;

  test.describe(`covidnet in ${locale}`, () => {
    test("shows featured channels, then a section per kind", async ({ page }) => {
      await page.goto(localized(locale, "/covidnet"));
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
      const order = [
        t.featuredChannels,
        t.kinds.BLOG,
        t.kinds.TWITTER,
        t.kinds.YOUTUBE,
        t.featuredPosts,
        t.latestVideos,
      ];
      expect(headings).toEqual(order);
      for (const kind of [t.featuredChannels, t.kinds.BLOG, t.kinds.TWITTER, t.kinds.YOUTUBE]) {
        const section = page.getByRole("region", { name: kind });
        await expect(section.getByRole("article").first()).toBeVisible();
        await expect(section.getByRole("heading", { level: 3 }).first()).not.toBeEmpty();
      }
    });

    test("each channel links out in a new tab, and says so", async ({ page }) => {
      await page.goto(localized(locale, "/covidnet"));
      const links = page.getByRole("link", { name: t.viewChannel });
      expect(await links.count()).toBeGreaterThanOrEqual(3);
      const newTab = t.viewChannelLabel.replace(/.*\{name\}\s*/, "");
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("href", /^https:\/\//);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleName(new RegExp(`${t.viewChannel}.+${newTab.replace(/[()]/g, "\\$&")}$`));
      }
    });

    test("lists featured posts and the latest videos, which open their pages", async ({ page }) => {
      await page.goto(localized(locale, "/covidnet"));
      const posts = page.getByRole("region", { name: t.featuredPosts }).getByRole("article");
      await expect(posts.first()).toBeVisible();
      const videos = page.getByRole("region", { name: t.latestVideos });
      const videoLinks = videos.getByRole("heading", { level: 3 }).getByRole("link");
      expect(await videoLinks.count()).toBeGreaterThan(0);
      for (const link of await videoLinks.all()) {
        await expect(link).toHaveAttribute(
          "href",
          new RegExp(`^${localized(locale, "/videos")}/[a-z0-9-]+/[a-z0-9-]+$`),
        );
      }
      await videos.getByRole("link", { name: t.seeAllVideos }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, "/videos")}$`));
      await page.goBack();
      await videoLinks.first().click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, "/videos")}/[a-z0-9-]+/[a-z0-9-]+$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("has no serious accessibility problems", async ({ page }) => {
      await page.goto(localized(locale, "/covidnet"));
      await expectNoSeriousA11yViolations(page);
    });
  });
}
