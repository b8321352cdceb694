import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { messages } from "../../messages";

export { messages };
export type Locale = keyof typeof messages;
export const locales = Object.keys(messages) as Locale[];

/** The path of `path` in `locale`: no prefix for English. */
export const localized = (locale: Locale, path = "/") =>
  locale === "en" ? path : `/${locale}${path === "/" ? "" : path}`;

/** Fails on serious or critical accessibility findings, listing them. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

/** Signs out through the user menu of the current (English) page and waits for the reload that follows. */
export async function signOutThroughMenu(page: Page) {
  await page
    .locator("summary[aria-label]")
    .filter({ has: page.locator("img") })
    .click();
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: messages.en.UserMenu.signOut }).click();
  await reloaded;
  await expect(page.getByRole("link", { name: messages.en.UserMenu.signIn })).toBeVisible();
}

/**
 * A product's review form, titled `title` ("Write a review" or "Edit your review"). It loads when its
 * place comes near the screen and replaces that place, whose heading has the same name: scrolled to
 * until the form itself is there (a page with many reviews puts it well below the first screen).
 */
export async function reviewForm(page: Page, title: string): Promise<Locator> {
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(async () => {
    await page.getByRole("heading", { name: title }).scrollIntoViewIfNeeded({ timeout: 1000 });
    await expect(form).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return form;
}
