import { expect, test, type Browser, type Page } from "@playwright/test";
import { messages } from "../support/pages";
import { createMember, signInAs, sql, sqlOne } from "../support/members";
import { startServer, type Server } from "../support/servers";

// Two app processes on one build and one database: A is the e2e server (playwright.config.ts), B
// a second `next start` this file starts. Whichever process answers, a session, a rate limit, a
// chat message and a revalidated cached page are the same. Cookies are per host, not per port, so
// one browser context is signed in on both.
const a = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
const secondPort = Number(process.env.E2E_SECOND_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 10);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const auth = messages.en.AuthForm;
const chat = messages.en.ChatPage;
const reviews = messages.en.Reviews;
const product = "/products/masks/mask-brace-fitter";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let b: Server;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  b = await startServer(secondPort, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TRANSLATE_URL: process.env.TRANSLATE_URL ?? "http://127.0.0.1:2602",
  });
});
test.afterAll(async () => {
  await b?.stop();
});

// Per-address limits count the last X-Forwarded-For hop; an address of its own keeps this file's
// attempts out of the other specs' counters.
let addresses = 0;
const newContext = (browser: Browser) =>
  browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${(process.pid % 200) + ++addresses}` } });

// A refusal is said by the form's notice and by a toast (which may already be gone on a slow machine).
const toast = (page: Page) => page.locator('[data-sonner-toast], [role="alert"]');

test("a session started by a password sign-in on A is accepted by B", async ({ browser }) => {
  const password = "correct horse battery staple";
  const member = await createMember({ password });
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${a()}/auth/sign-in`);
  await page.getByLabel(auth.email).fill(member.email);
  await page.getByLabel(auth.password).fill(password);
  await page.getByRole("button", { name: auth.submit.signIn }).click();
  await page.waitForURL(`${a()}/`);

  const session = await page.request.get(`${b.url}/api/_auth/session`);
  expect(await session.json()).toMatchObject({ user: { email: member.email } });
  // A members-only page on B opens instead of sending to the sign-in notice.
  await page.goto(`${b.url}/chat`);
  await expect(page).toHaveURL(`${b.url}/chat`);
  await expect(page.getByRole("heading", { name: chat.title })).toBeVisible();
  await context.close();
});

test("sign-in attempts counted on A and B share one limit", async ({ browser }) => {
  test.slow(); // thirteen sign-ins or more, each a full-cost scrypt hash
  const member = await createMember({ password: "the right password" });
  const context = await newContext(browser);
  const [onA, onB] = [await context.newPage(), await context.newPage()];
  await Promise.all([onA.goto(`${a()}/auth/sign-in`), onB.goto(`${b.url}/auth/sign-in`)]);
  // The limit per client address and account (both pages share one client address).
  const key = `sign-in:address+email:% ${member.email.toLowerCase()}`;
  const counted = async () =>
    (
      await sqlOne<{ count: number }>(
        `SELECT coalesce(sum(count), 0)::int AS count FROM "RateLimit" WHERE key LIKE $1`,
        [key],
      )
    ).count;
  // The limit counts in fixed 15-minute windows (lib/rate-limit.ts): what decides an answer is the count of
  // the window the attempt fell in, the newest one (a window may begin while the test runs; it counts again).
  const windowCount = async () =>
    (
      await sqlOne<{ count: number }>(
        `SELECT coalesce((SELECT count FROM "RateLimit" WHERE key LIKE $1 ORDER BY "windowStart" DESC LIMIT 1), 0)::int AS count`,
        [key],
      )
    ).count;
  let attempts = 0;
  /** One attempt; whether the shared limit refused it, checked against what the page says. */
  const attempt = async (page: Page, password: string) => {
    await page.getByLabel(auth.email).fill(member.email);
    await page.getByLabel(auth.password).fill(password);
    await page.getByRole("button", { name: auth.submit.signIn }).click();
    // Each attempt is counted before the next one is made (on either process).
    // Patience, not speed checks: each attempt hashes at scrypt's full cost on a loaded machine.
    await expect.poll(counted, { timeout: 30_000 }).toBe(++attempts);
    const refused = (await windowCount()) > 10;
    if (refused || password !== "the right password") {
      const expected = refused ? messages.en.ActionErrors.signInLimited : messages.en.ActionErrors.invalidCredentials;
      await expect(toast(page).filter({ hasText: expected }).last()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("button", { name: auth.submit.signIn })).toBeEnabled();
    }
    return refused;
  };
  // 10 attempts per e-mail address in a window, counted by both processes: wrong passwords on A and B in
  // turn are answered until the window's count passes 10, then refused by each of them.
  const refusedBy = new Set<Page>();
  for (let i = 0; refusedBy.size < 2; i++) {
    const page = i % 2 ? onB : onA;
    if (await attempt(page, "a wrong password")) refusedBy.add(page);
    expect(i, "at most two windows' worth of attempts").toBeLessThan(24);
  }
  expect(attempts).toBeGreaterThanOrEqual(12);
  // Even the right password is refused then (unless a new window began just before it: then it signs in).
  if (await attempt(onA, "the right password")) await expect(onA).toHaveURL(`${a()}/auth/sign-in`);
  else await expect(onA).not.toHaveURL(/\/auth\/sign-in/);
  await context.close();
});

test("a chat message posted on one process arrives over the other's stream", async ({ browser }) => {
  const [alice, bob] = await Promise.all([createMember(), createMember()]);
  const contexts = await Promise.all([newContext(browser), newContext(browser)]);
  await signInAs(contexts[0]!, alice, a());
  await signInAs(contexts[1]!, bob, a());
  const [onA, onB] = await Promise.all(contexts.map((c) => c.newPage()));
  await Promise.all([onA!.goto(`${a()}/chat`), onB!.goto(`${b.url}/chat`)]);
  await expect(onA!.getByText(chat.live)).toBeVisible();
  await expect(onB!.getByText(chat.live)).toBeVisible();

  const fromA = `From process A ${Date.now()}`;
  await onA!.getByLabel(chat.label).fill(fromA);
  await onA!.getByRole("button", { name: chat.send }).click();
  await expect(onB!.getByRole("log").getByText(fromA)).toBeVisible({ timeout: 10_000 });

  const fromB = `From process B ${Date.now()}`;
  await onB!.getByLabel(chat.label).fill(fromB);
  await onB!.getByRole("button", { name: chat.send }).click();
  await expect(onA!.getByRole("log").getByText(fromB)).toBeVisible({ timeout: 10_000 });
  await Promise.all(contexts.map((c) => c.close()));
});

test("a review that revalidates the product page on A shows on B's cached copy", async ({ browser }) => {
  const visitor = await newContext(browser);
  const view = await visitor.newPage();
  // Both processes have the page in their cache before the change.
  for (const origin of [a(), b.url]) {
    await view.goto(`${origin}${product}`);
    const again = (await view.goto(`${origin}${product}`))?.headers() ?? {};
    expect(again["x-nextjs-cache"] === "HIT" || again["age"] !== undefined).toBe(true);
  }

  const member = await createMember({ createdAt: new Date(Date.now() - 7 * 86_400_000) });
  const context = await newContext(browser);
  await signInAs(context, member, a());
  const page = await context.newPage();
  const text = `Stays put on both servers ${Date.now()}`;
  await page.goto(`${a()}${product}`);
  // The form loads when its place nears the screen (below the product's reviews, which other tests add to).
  await page
    .locator("section[aria-labelledby=reviews]")
    .evaluate((section) => section.scrollIntoView({ block: "end" }));
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: reviews.addTitle }) });
  await form.getByLabel("5 stars").check();
  await form.getByLabel(reviews.text).fill(text);
  await form.getByRole("button", { name: reviews.submit }).click();
  await expect(page.getByText(reviews.added)).toBeVisible();
  const rows = await sql(`SELECT 1 FROM "Review" WHERE "userId" = $1`, [member.id]);
  expect(rows).toHaveLength(1);

  // The visitor gets the new page from B (and A): cached again afterwards, not rendered per request
  // (from Next's cache, or within its second from the server's memory, which says its Age).
  for (const origin of [b.url, a()]) {
    await expect(async () => {
      await view.goto(`${origin}${product}`);
      await expect(view.getByRole("listitem").filter({ hasText: text })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const cached = (await view.goto(`${origin}${product}`))?.headers() ?? {};
    expect(cached["x-nextjs-cache"] === "HIT" || cached["age"] !== undefined).toBe(true);
    await expect(view.getByRole("listitem").filter({ hasText: text })).toBeVisible();
  }
  await Promise.all([visitor.close(), context.close()]);
});
