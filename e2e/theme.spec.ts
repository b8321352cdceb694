import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, messages } from "./support/pages";

const m = messages.en.ThemeSwitcher;

test("the colour mode is chosen, kept in local storage and survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);

  const group = page.getByRole("group", { name: m.label });
  // The server renders no mode as pressed (the choice is in local storage): a pressed one means the
  // switcher has hydrated, and a click before that would be lost.
  await expect(group.getByRole("button", { name: m.system })).toHaveAttribute("aria-pressed", "true");
  await group.getByRole("button", { name: m.dark }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(group.getByRole("button", { name: m.dark })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(group.getByRole("button", { name: m.dark })).toHaveAttribute("aria-pressed", "true");

  await group.getByRole("button", { name: m.light }).click();
  await expect(html).toHaveClass(/light/);
  await expect(html).not.toHaveClass(/dark/);
});

test("system mode follows the operating system", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("group", { name: m.label }).getByRole("button", { name: m.system })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a route can force its colour mode", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.goto("/mobile");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("group", { name: m.label }).getByRole("button", { name: m.light })).toBeDisabled();
});

test("the dark mode has no serious accessibility findings (contrast included)", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
});

test("a choice made in another tab reaches an open page without touching it", async ({ context }) => {
  // next-themes loads after the page (components/layout/after-load.ts) and keeps tabs in step.
  const open = await context.newPage();
  await open.emulateMedia({ colorScheme: "light" });
  await open.goto("/news");
  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: "light" });
  await other.goto("/");
  await other.getByRole("group", { name: m.label }).getByRole("button", { name: m.dark }).click();
  await expect(other.locator("html")).toHaveClass(/dark/);
  await expect(open.locator("html")).toHaveClass(/dark/);
  await expect(open.getByRole("group", { name: m.label }).getByRole("button", { name: m.dark })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});
