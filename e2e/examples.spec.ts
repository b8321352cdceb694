import { expect, test, type Page } from "@playwright/test";
import { content } from "../prisma/seed/content";
import { expectNoSeriousA11yViolations, localized, locales, messages } from "./support/pages";

// docs/content.md: invented items say so wherever they appear; the site's own video plays from the site.
const example = content.NEWS.find((i) => !i.citation && (i.access ?? "FREE") === "FREE" && i.translations.fr)!;
const examplePath = `/news/${example.category}/${example.slug}`;
const ownVideo = content.VIDEO.find((i) => i.videoProvider === "site")!;
const videoPath = `/videos/${ownVideo.category}/${ownVideo.slug}`;
const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`);

for (const locale of locales) {
  const m = messages[locale];
  const text = example.translations[locale]!;

  test(`an example item says so on its page, in shared-link text and in lists (${locale})`, async ({ page }) => {
    await page.goto(localized(locale, examplePath));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
    await expect(page.getByRole("note").filter({ hasText: m.ArticlePage.exampleNote })).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    const title = m.ArticlePage.exampleTitle.replace("{title}", text.title);
    await expect(meta(page, "og:title")).toHaveAttribute("content", title);
    await expect(meta(page, "twitter:title")).toHaveAttribute("content", title);
    const description = m.ArticlePage.exampleDescription.replace("{summary}", text.summary);
    await expect(meta(page, "og:description")).toHaveAttribute("content", description);
    await expect(meta(page, "twitter:description")).toHaveAttribute("content", description);

    await page.goto(localized(locale, `/news/${example.category}`));
    const card = page.locator("article").filter({ has: page.getByRole("link", { name: text.title }) });
    await expect(card).toContainText(m.ContentCard.example);
  });

  test(`search results label example items (${locale})`, async ({ page }) => {
    await page.goto(localized(locale, `/search?q=${encodeURIComponent(text.title)}`));
    const hit = page.locator("article").filter({ has: page.getByRole("link", { name: text.title }) });
    await expect(hit.first()).toContainText(m.ContentCard.example);
  });

  test(`the site's own video is not labelled an example and plays from the site (${locale})`, async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(localized(locale, videoPath));
    await expect(page.getByRole("note").filter({ hasText: m.ArticlePage.exampleNote })).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page.getByText(m.VideoEmbed.madeBySite)).toBeVisible();
    await expect(page.locator("video, iframe")).toHaveCount(0);
    // Nothing from any video host, nor the video file itself, before the reader asks for it.
    const videoRequests = () => requests.filter((url) => /youtube|ytimg|googlevideo|\.(mp4|webm|vtt)(\?|$)/.test(url));
    expect(videoRequests()).toEqual([]);

    await page.getByRole("button", { name: m.VideoEmbed.watch }).click();
    const video = page.locator("video");
    await expect(video).toBeVisible();
    await expect(video).toBeFocused();
    await expect(video.locator("track")).toHaveCount(4);
    await expect(video.locator(`track[srclang="${locale}"]`)).toHaveAttribute("default", "");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.error === null && v.readyState >= 2)).toBe(true);
    expect(videoRequests().some((url) => /\/media\/clean-air-basics\.(mp4|webm)$/.test(url))).toBe(true);
    expect(requests.filter((url) => /youtube|ytimg|googlevideo/.test(url))).toEqual([]);
  });
}

test("each language's captions of the site's video are served as WebVTT", async ({ request }) => {
  for (const locale of locales) {
    const response = await request.get(`/media/clean-air-basics.${locale}.vtt`);
    expect(response.status()).toBe(200);
    expect((await response.text()).startsWith("WEBVTT")).toBe(true);
  }
});

test("a directory listing without a phone number still shows its other contact actions", async ({ page }) => {
  const entry = content.DIRECTORY.find((i) => !i.phone && i.country === "MX" && (i.access ?? "FREE") === "FREE")!;
  await page.goto(`/directory/${entry.category}/${entry.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.translations.en!.title);
  const contact = page.getByRole("region", { name: messages.en.ArticlePage.contact });
  await expect(contact.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(contact.getByRole("link", { name: /Email/ })).toHaveAttribute("href", `mailto:${entry.email}`);
  await expect(page.getByRole("note").filter({ hasText: messages.en.ArticlePage.exampleNote })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
