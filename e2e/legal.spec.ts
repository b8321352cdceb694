import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, localized, locales, messages, type Locale } from "./support/pages";
import { regions } from "../lib/i18n/routing";

const slugs = ["disclaimer", "forum-guidelines", "privacy-policy", "terms"] as const;

// What the source file says the page must show: its title, date and `## Heading {#id}` sections.
function source(slug: string, locale: Locale) {
  const text = readFileSync(path.join(__dirname, "../content/legal", `${slug}.${locale}.md`), "utf8");
  const field = (name: string) => new RegExp(`^${name}: (.+)$`, "m").exec(text)![1]!;
  const sections = [...text.matchAll(/^## (.+?) \{#([a-z0-9-]+)\}$/gm)].map((m) => ({
    title: m[1]!.replace(/`/g, ""),
    id: m[2]!,
  }));
  return { title: field("title"), updated: field("updated"), sections };
}

const lastUpdated = (locale: Locale, day: string) =>
  messages[locale].LegalPage.lastUpdated
    .replace(/<\/?time>/g, "")
    .replace(
      "{date}",
      new Intl.DateTimeFormat(regions[locale], { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    );

for (const locale of locales) {
  for (const slug of slugs) {
    test(`/legal/${slug} in ${locale}: title, sections, date and working table of contents`, async ({ page }) => {
      const doc = source(slug, locale);
      const response = await page.goto(localized(locale, `/legal/${slug}`));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", regions[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
      await expect(page).toHaveTitle(new RegExp(doc.title));
      await expect(page.locator("time")).toHaveAttribute("datetime", doc.updated);
      await expect(page.getByText(lastUpdated(locale, doc.updated))).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
        doc.sections.map((s) => s.title),
      );

      const toc = page.getByRole("navigation", { name: messages[locale].LegalPage.toc });
      await expect(toc.getByRole("link")).toHaveText(doc.sections.map((s) => s.title));
      const last = doc.sections.at(-1)!;
      await toc.getByRole("link", { name: last.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.locator(`h2#${last.id}`)).toBeInViewport();
    });
  }

  test(`the disclaimer covers the website, professional advice, testimonials and external links (${locale})`, async ({
    page,
  }) => {
    const doc = source("disclaimer", locale);
    await page.goto(localized(locale, "/legal/disclaimer"));
    for (const id of ["website", "professional-advice", "testimonials", "external-links"]) {
      const heading = page.locator(`h2#${id}`);
      await expect(heading).toHaveText(doc.sections.find((s) => s.id === id)!.title);
      await expect(heading.locator("xpath=following-sibling::*[1]")).not.toBeEmpty();
    }
    // Links to other pages of the site stay in the reader's language.
    await expect(
      page
        .getByRole("main")
        .locator(`a[href="${localized(locale, "/support")}"]`)
        .first(),
    ).toBeVisible();
  });

  test(`an unknown legal page is the localized 404 (${locale})`, async ({ page }) => {
    const response = await page.goto(localized(locale, "/legal/no-such-text"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages[locale].NotFoundPage.title);
    await expect(page.locator("html")).toHaveAttribute("lang", regions[locale]);
  });
}

test("legal pages declare their canonical URL and language alternates", async ({ page }) => {
  await page.goto(localized("fr", "/legal/terms"));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/fr\/legal\/terms$/);
  for (const locale of locales) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute(
      "href",
      new RegExp(`${localized(locale, "/legal/terms")}$`),
    );
  }
});

test("a legal page has no serious accessibility findings, in light and dark mode", async ({ page }) => {
  test.slow(); // two axe scans of the longest page (the privacy policy) on a loaded machine
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/legal/privacy-policy");
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/es/legal/privacy-policy");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
});
