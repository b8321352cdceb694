import { content } from "../prisma/seed/content";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, localized, messages, type Locale } from "./support/pages";
import { createMember, signInAs } from "./support/members";

// The directory's lists are for members (spec section 6): every test here starts signed in.
// e2e/auth-guards.spec.ts checks that visitors are sent to the need-login gate instead.
test.beforeEach(async ({ context, baseURL }) => {
  await signInAs(context, await createMember(), baseURL!);
});

const regions: Record<Locale, string> = { en: "en-US", es: "es-MX", fr: "fr-FR", pt: "pt-BR" };
const countryName = (locale: Locale, code: string) =>
  new Intl.DisplayNames([regions[locale]], { type: "region" }).of(code)!;

const status = (page: Page) => page.getByRole("main").getByRole("status");
/** The number in "12 places found" (0 when nothing was found). */
async function resultCount(page: Page) {
  const text = (await status(page).textContent()) ?? "";
  return Number(text.match(/\d+/)?.[0] ?? 0);
}
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const select = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });

for (const locale of ["en", "es"] as const) {
  const m = messages[locale];
  const filters = m.DirectoryFilters;

  test.describe(`directory in ${locale}`, () => {
    test("starts by inviting a category or a country, with counts and localized country names", async ({ page }) => {
      await page.goto(localized(locale, "/directory"));
      await expect(page.getByRole("heading", { level: 1, name: m.DirectoryPage.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: m.DirectoryPage.byCategory })).toBeVisible();
      const byCountry = page.getByRole("region", { name: m.DirectoryPage.byCountry });
      await expect(byCountry.getByRole("link", { name: countryName(locale, "US") })).toBeVisible();
      await expect(byCountry.getByRole("link").first()).toContainText(/\d+/);
      await expect(status(page)).toHaveCount(0);
      await expect(select(page, filters.city)).toBeDisabled();
    });

    test("a country then a city narrows the results, the URL keeps them, reset clears them", async ({ page }) => {
      await page.goto(localized(locale, "/directory"));
      const country = select(page, filters.country);
      const city = select(page, filters.city);
      await country.selectOption({ label: countryName(locale, "US") });
      await expect(page).toHaveURL(/[?&]country=US(&|$)/);
      await expect(status(page)).toBeVisible();
      const inCountry = await resultCount(page);
      expect(inCountry).toBeGreaterThan(1);
      await expect(cards(page).first()).toContainText(countryName(locale, "US"));

      await expect(city).toBeEnabled();
      const firstCity = (await city.locator("option").nth(1).getAttribute("value"))!;
      await city.selectOption(firstCity);
      await expect(page).toHaveURL(
        new RegExp(`[?&]city=${encodeURIComponent(firstCity).replace(/%20/g, "(\\+|%20)")}(&|$)`),
      );
      await expect.poll(() => resultCount(page)).toBeLessThan(inCountry);
      const inCity = await resultCount(page);
      expect(inCity).toBeGreaterThan(0);
      await expect(cards(page)).toHaveCount(Math.min(inCity, 12));
      for (const card of await cards(page).all()) await expect(card).toContainText(firstCity);

      await page.reload();
      await expect(country).toHaveValue("US");
      await expect(city).toHaveValue(firstCity);
      expect(await resultCount(page)).toBe(inCity);

      await page.getByRole("link", { name: filters.reset }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, "/directory")}$`));
      await expect(page.getByRole("heading", { name: m.DirectoryPage.byCategory })).toBeVisible();
      await expect(status(page)).toHaveCount(0);
      await expect(country).toHaveValue("");
      await expect(city).toBeDisabled();
    });

    test("a category from the start list shows its entries with contact actions", async ({ page }) => {
      await page.goto(localized(locale, "/directory"));
      const first = page.getByRole("region", { name: m.DirectoryPage.byCategory }).getByRole("link").first();
      const [label, countText] = [
        await first.locator("span").first().textContent(),
        await first.locator("span").last().textContent(),
      ];
      await first.click();
      await expect(page).toHaveURL(/[?&]category=[a-z-]+/);
      await expect(select(page, filters.category)).toHaveValue(/[a-z-]+/);
      expect(await resultCount(page)).toBe(Number(countText?.match(/\d+/)?.[0]));
      const card = cards(page).first();
      await expect(card).toContainText(label!);
      // Listings outside a country's fiction range for phone numbers have none (docs/content.md).
      const slug = (await card.getByRole("heading", { level: 3 }).getByRole("link").getAttribute("href"))!
        .split("/")
        .pop();
      const entry = content.DIRECTORY.find((i) => i.slug === slug)!;
      await expect(card.locator('a[href^="tel:+"]')).toHaveCount(entry.phone ? 1 : 0);
      await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(card.locator('a[href^="https://www.openstreetmap.org/directions?route=%3B"]')).toHaveCount(1);
      const detail = card.getByRole("heading", { level: 3 }).getByRole("link");
      await expect(detail).toHaveAttribute(
        "href",
        new RegExp(`^${localized(locale, "/directory")}/[a-z0-9-]+/[a-z0-9-]+$`),
      );
      expect((await page.request.get((await detail.getAttribute("href"))!)).status()).toBe(200);
    });

    test("has no serious accessibility problems, at the start and with results", async ({ page }) => {
      test.slow(); // two axe scans, on a loaded machine
      await page.goto(localized(locale, "/directory"));
      await expectNoSeriousA11yViolations(page);
      await page.goto(localized(locale, "/directory?country=US"));
      await expect(status(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe("directory without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form works as a plain GET form", async ({ page }) => {
    const f = messages.fr.DirectoryFilters;
    await page.goto(localized("fr", "/directory"));
    await select(page, f.country).selectOption("US");
    await page.getByRole("button", { name: f.apply }).click();
    await expect(page).toHaveURL(/\/fr\/directory\?.*country=US/);
    const inCountry = await resultCount(page);
    const firstCity = (await select(page, f.city).locator("option").nth(1).getAttribute("value"))!;
    await select(page, f.city).selectOption(firstCity);
    await page.getByRole("button", { name: f.apply }).click();
    expect(await resultCount(page)).toBeLessThan(inCountry);
    await expect(select(page, f.city)).toHaveValue(firstCity);
  });
});

test.describe("directory URLs", () => {
  test("invalid filter values are ignored or match nothing, never an error", async ({ page }) => {
    const m = messages.en.DirectoryPage;
    let response = await page.goto("/directory?country=123&kind=spaceship&language=xx&page=-4");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: m.byCategory })).toBeVisible();

    response = await page.goto("/directory?category=no-such-category");
    expect(response?.status()).toBe(200);
    await expect(status(page)).toHaveText(m.noResults);
    await expect(page.getByRole("link", { name: m.resetAll })).toBeVisible();

    // A city of another country is dropped rather than emptying the results.
    await page.goto("/directory?country=US");
    const inCountry = await resultCount(page);
    await page.goto("/directory?country=US&city=Nowhere%20Town");
    expect(await resultCount(page)).toBe(inCountry);
  });

  test("results are paginated and the pages keep the filters", async ({ page }) => {
    await page.goto("/directory?kind=business");
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(12);
    await expect(cards(page)).toHaveCount(12);
    const firstOnPage1 = await cards(page).first().getByRole("heading").textContent();
    await page
      .getByRole("navigation", { name: messages.en.Pagination.label })
      .getByRole("link", { name: messages.en.Pagination.next })
      .click();
    await expect(page).toHaveURL(/kind=business&page=2/);
    await expect(cards(page)).toHaveCount(Math.min(total - 12, 12));
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(firstOnPage1!);
    await expect(select(page, messages.en.DirectoryFilters.kind)).toHaveValue("business");
  });
});
