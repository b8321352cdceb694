import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { messages } from "./support/pages";
import { article } from "./support/articles";
import { sessionCookieFor, signInAs, sql } from "./support/members";
import { linkIn, mailTo } from "./support/outbox";

// Member pages (docs/adr/0040-member-pages.md): a request with a session cookie for a cached
// page gets the page's member variant, rendered on the server for the member, in one response.

test("a member's first HTML of a premium article holds its text; a visitor's and a forged cookie's do not", async ({
  page,
  member,
  signIn,
}) => {
  const { path, secret } = await article("PREMIUM");
  expect(secret).not.toBe("");
  const visitor = await page.request.get(path);
  expect(visitor.status()).toBe(200);
  expect(await visitor.text()).not.toContain(secret);

  // Any cookie sends the request to the member variant; one the server cannot read is a visitor.
  const forged = await page.request.get(path, { headers: { Cookie: "next-auth.session-token=forged.value.here" } });
  expect(forged.status()).toBe(200);
  const forgedHtml = await forged.text();
  expect(forgedHtml).not.toContain(secret);
  expect(forgedHtml).toContain(messages.en.UserMenu.signIn);

  await signIn(member);
  const bodyRequests: string[] = [];
  page.on("request", (r) => void (/\/api\/articles\/[^/]+\/body/.test(r.url()) && bodyRequests.push(r.url())));
  const response = await page.goto(path);
  const html = await response!.text();
  expect(html).toContain(secret);
  expect(html).toContain(messages.en.UserMenu.menu.replace("{name}", member.username!));
  expect(html).toMatch(/aria-pressed="false"/);
  const cacheControl = response!.headers()["cache-control"] ?? "";
  expect(cacheControl).toContain("private");
  expect(cacheControl).toContain("no-store");
  await expect(page.locator("[data-member-body]")).toContainText(secret);
  expect(bodyRequests).toEqual([]);

  // The internal address is not public.
  expect((await page.request.get(`/_member${path}`)).status()).toBe(404);
});

test("a product page says 'write a review' in the member's first HTML", async ({ page, member, signIn }) => {
  const { path } = await article("FREE", "PRODUCT");
  await signIn(member);
  const html = await (await page.request.get(path)).text();
  // Rendered as the form's title (the words are in the page's messages too, for the client).
  expect(html).toContain(`>${messages.en.Reviews.addTitle}</h3>`);
  expect(html).not.toContain(`>${messages.en.Reviews.signInToReview}</a>`);
});

test("the user menu names the member with JavaScript disabled", async ({ browser, baseURL, member }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInAs(context, member, baseURL!);
  const page = await context.newPage();
  const menu = messages.en.UserMenu.menu.replace("{name}", member.username!);
  // A cached page (its member variant) and a page rendered per request.
  for (const path of ["/", "/forum"]) {
    await page.goto(path);
    await expect(page.getByLabel(menu, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: messages.en.UserMenu.signIn, exact: true })).toHaveCount(0);
  }
  await context.close();
});

test("signing out in one tab takes the member text off the member's other tabs", async ({
  page,
  context,
  member,
  signIn,
}) => {
  const { path, secret } = await article("PREMIUM");
  await signIn(member);
  await page.goto(path);
  await expect(page.locator("[data-member-body]")).toContainText(secret);

  const other = await context.newPage();
  await other.goto("/legal/privacy-policy");
  await other.getByLabel(messages.en.UserMenu.menu.replace("{name}", member.username!), { exact: true }).click();
  await other.getByRole("button", { name: messages.en.UserMenu.signOut }).click();
  await expect(other.getByRole("banner").getByRole("link", { name: messages.en.UserMenu.signIn })).toBeVisible();

  // The first tab heard it, found no session and loaded the visitors' page.
  await expect(page.getByRole("banner").getByRole("link", { name: messages.en.UserMenu.signIn })).toBeVisible();
  await expect(page.locator("[data-member-body]")).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
});

test("a session ended elsewhere leaves the tab when it is shown again, unless the reader has typed in it", async ({
  page,
  context,
  baseURL,
  member,
}) => {
  const { path, secret } = await article("PREMIUM");
  const menu = messages.en.UserMenu.menu.replace("{name}", member.username!);
  const signIn = page.getByRole("banner").getByRole("link", { name: messages.en.UserMenu.signIn });
  const shownAgain = async () => {
    const checked = page.waitForResponse(
      (r) => r.url().endsWith("/api/_auth/session") && r.request().method() === "GET",
    );
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    return checked;
  };

  // A form with something typed in it: the session check finds no session but keeps the page.
  let sessionId = await signInAs(context, member, baseURL!);
  await page.goto("/contribute");
  await expect(page.getByLabel(menu, { exact: true })).toBeVisible();
  let loads = 0;
  page.on("framenavigated", (frame) => void (frame === page.mainFrame() && loads++));
  const name = page.getByLabel(messages.en.ContributeForm.fromName);
  await name.fill("Text I typed");
  await sql(`DELETE FROM "Session" WHERE id = $1`, [sessionId]);
  await shownAgain();
  // One more round trip from the page itself, so a reload decided on that answer would have begun.
  expect(await page.evaluate(async () => (await fetch("/api/build", { cache: "no-store" })).ok)).toBe(true);
  await expect(name).toHaveValue("Text I typed");
  await expect(signIn).toHaveCount(0);
  expect(loads).toBe(0);

  // A page with nothing typed: loaded again without the member's text.
  sessionId = await signInAs(context, member, baseURL!);
  await page.goto(path);
  await expect(page.locator("[data-member-body]")).toContainText(secret);
  await sql(`DELETE FROM "Session" WHERE id = $1`, [sessionId]);
  await shownAgain();
  await expect(signIn).toBeVisible();
  expect(await page.content()).not.toContain(secret);
});

test("signing in in one tab loads the visitors' tabs again as the member's, except one typed in", async ({
  page,
  context,
}) => {
  const { path, secret } = await article("PREMIUM");
  const email = `tabs-${Date.now().toString(36)}@example.test`;
  // An address of its own, so this test's link request counts against no other test's limit.
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.7-${Date.now().toString(36)}` });
  const signInLink = (tab: Page) => tab.getByRole("banner").getByRole("link", { name: messages.en.UserMenu.signIn });
  // A visitors' article, a form with something typed in it, and the screen that sends the link.
  await page.goto(path);
  await expect(signInLink(page)).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  const typed = await context.newPage();
  await typed.goto("/contribute");
  const name = typed.getByLabel(messages.en.ContributeForm.fromName);
  await name.fill("Text I typed");
  let typedLoads = 0;
  typed.on("framenavigated", (frame) => void (frame === typed.mainFrame() && typedLoads++));
  const asking = await context.newPage();
  await asking.goto(`/auth/magic-link?callbackUrl=${encodeURIComponent("/news")}`);
  await asking.getByLabel(messages.en.AuthForm.email).fill(email);
  await asking.getByRole("button", { name: messages.en.AuthForm.submit.magicLink }).click();
  await expect(asking.locator("[data-sonner-toast]").first()).toBeVisible();

  // The e-mailed link, opened in a tab of its own, signs in.
  const mail = await context.newPage();
  await mail.goto(linkIn((await mailTo(email)).text));
  await mail.getByRole("button", { name: messages.en.AuthPages.confirmButton }).click();
  await expect(mail).toHaveURL((url) => url.pathname === "/news");
  await expect(signInLink(mail)).toHaveCount(0);

  // The article now holds the member's text; the screen that asked for the link went where it led.
  await expect(page.locator("[data-member-body]")).toContainText(secret);
  await expect(signInLink(page)).toHaveCount(0);
  await expect(asking).toHaveURL((url) => url.pathname === "/news");
  await expect(signInLink(asking)).toHaveCount(0);
  // The typed-in form kept its text: still the visitors' page, until the reader loads it again.
  expect(await typed.evaluate(async () => (await fetch("/api/build", { cache: "no-store" })).ok)).toBe(true);
  await expect(name).toHaveValue("Text I typed");
  expect(typedLoads).toBe(0);
});

test("a visitors' page shown again by 'back' from the browser's copy after signing in loads again as the member's", async ({
  page,
  member,
  signIn,
}) => {
  // The browser's back-forward cache is off here (Playwright's default): "back" shows the copy the
  // browser kept of the Spanish forum ("private, no-cache" lets it), asked for before signing in.
  await page.goto("/es/forum");
  await expect(page.getByRole("banner").getByRole("link", { name: messages.es.UserMenu.signIn })).toBeVisible();
  await signIn(member);
  await page.goto("/api/build");
  await page.goBack();
  await expect(
    page.getByLabel(messages.es.UserMenu.menu.replace("{name}", member.username!), { exact: true }),
  ).toBeVisible();
});

test("a sign-in screen or the sign-in gate opened by a member goes where signing in would have", async ({
  page,
  member,
  signIn,
}) => {
  await signIn(member);
  await page.goto(`/fr/auth/sign-in?callbackUrl=${encodeURIComponent("/fr/events")}`);
  await expect(page).toHaveURL((url) => url.pathname === "/fr/events");
  await page.goto("/es/auth/sign-up");
  await expect(page).toHaveURL((url) => url.pathname === "/es");
  await page.goto("/pt/auth/magic-link");
  await expect(page).toHaveURL((url) => url.pathname === "/pt");
  await page.goto(`/fr/auth/need-login?callbackUrl=${encodeURIComponent("/fr/user/bookmarks")}`);
  await expect(page).toHaveURL((url) => url.pathname === "/fr/user/bookmarks");
});

test("a second session cookie name (the Secure one) is a member too", async ({ page, member }) => {
  const { value } = await sessionCookieFor(member);
  // Only the cookie's presence routes the request; the session itself is read under the name the
  // server uses, so under the other name this is a visitor's page from the member route.
  const response = await page.request.get("/", { headers: { Cookie: `__Secure-next-auth.session-token=${value}` } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
});
