import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { messages } from "../messages";

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
