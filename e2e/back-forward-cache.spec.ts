import { expect, test, type Page } from "@playwright/test";
import { messages } from "./support/pages";
import { article } from "./support/articles";
import { createMember, signInAs } from "./support/members";

// Pages restored whole by the browser's back-forward cache (docs/adr/0040-member-pages.md,
// docs/adr/0042-session-watch-across-tabs.md). Playwright turns that cache off by default, because "load" does not fire on a page it
// restores; these tests turn it back on and wait for the navigation's commit instead.
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  },
});

/** Whether each page shown in `page` came back whole from the browser's back-forward cache, in order. */
async function trackRestores(page: Page): Promise<boolean[]> {
  const restored: boolean[] = [];
  await page.addInitScript(() =>
    window.addEventListener("pageshow", (event) => console.log(`pageshow persisted=${event.persisted}`)),
  );
  page.on("console", (message) => {
    const shown = /^pageshow persisted=(true|false)$/.exec(message.text());
    if (shown) restored.push(shown[1] === "true");
  });
  return restored;
}

test("a visitor's per-request page (the forum) comes back whole on 'back'", async ({ page }) => {
  await page.goto("/es/forum");
  // A request still running when the page is left keeps it out of the cache (the links' prefetches).
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => void ((window as { keptWhole?: boolean }).keptWhole = true));
  await page.goto("/es/legal/privacy-policy");
  await page.goBack({ waitUntil: "commit" });
  // The same document, not loaded again: Next marks it no-store, which the cache skips; the site answers a
  // visitor's page rendered per request "private, no-cache" (server/shared-cache.mjs).
  await expect
    .poll(() => page.evaluate(() => `${location.pathname} ${(window as { keptWhole?: boolean }).keptWhole}`))
    .toBe("/es/forum true");
});

test("a visitors' page shown again by 'back' after signing in loads again as the member's", async ({
  page,
  context,
  baseURL,
}) => {
  const member = await createMember();
  const restored = await trackRestores(page);
  await page.goto("/news");
  await expect(page.getByRole("banner").getByRole("link", { name: messages.en.UserMenu.signIn })).toBeVisible();
  await signInAs(context, member, baseURL!);
  // Away to an answer that is not one of the site's pages (nothing there tells other tabs), and back.
  await page.goto("/api/build");
  await page.goBack({ waitUntil: "commit" });
  await expect(
    page.getByLabel(messages.en.UserMenu.menu.replace("{name}", member.username!), { exact: true }),
  ).toBeVisible();
  // The visitors' page did come back from the cache before loading again.
  expect(restored).toContain(true);
});

// A member's pages are "private, no-store", so the browser loads them again rather
// than restoring them; with the cache on, that is left to the browser, and tested here as it is.
test("after signing out, going back shows no member text", async ({ page, context, baseURL }) => {
  const { path, secret } = await article("PREMIUM");
  const member = await createMember();
  await signInAs(context, member, baseURL!);
  await page.goto(path);
  await expect(page.locator("[data-member-body]")).toContainText(secret);

  await page.goto("/legal/privacy-policy");
  await page.getByLabel(messages.en.UserMenu.menu.replace("{name}", member.username!), { exact: true }).click();
  await page.getByRole("button", { name: messages.en.UserMenu.signOut }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: messages.en.UserMenu.signIn })).toBeVisible();

  await page.goBack({ waitUntil: "commit" });
  await page.waitForURL(`**${path}`, { waitUntil: "commit" });
  await expect(page.getByRole("banner").getByRole("link", { name: messages.en.UserMenu.signIn })).toBeVisible();
  await expect(page.locator("[data-member-body]")).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
});
