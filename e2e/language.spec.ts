import { expect, test } from "@playwright/test";
import { localized, messages } from "./support/pages";

test("the language switcher keeps the current page and remembers the choice", async ({ page, context }) => {
  await page.goto("/es/pagina-que-no-existe");
  await page.getByText("ES", { exact: true }).click();
  await page.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/pagina-que-no-existe$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.fr.NotFoundPage.title);

  const cookie = (await context.cookies()).find((c) => c.name === "NEXT_LOCALE");
  expect(cookie?.value).toBe("fr");
  // 365 days, give or take the test's own run time.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

  await page.goto("/");
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");

  await page.getByText("FR", { exact: true }).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.goto("/");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.en.HomePage.title);
});

test.describe("without a cookie, the browser's languages decide", () => {
  test.use({ locale: "pt-BR" });
  test("Portuguese browser gets /pt", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/pt$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.pt.HomePage.title);
  });
});

test.describe("a language the site does not have", () => {
  test.use({ locale: "de-DE" });
  test("falls back to English", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page).toHaveURL(new RegExp(`${localized("en")}$`));
  });
});
