import { expect, test, type Page } from "@playwright/test";
import { messages, signOutThroughMenu } from "../support/pages";
import { startServer, type Server } from "../support/servers";
import { smtpPort } from "../support/mail";
import { sql } from "../support/members";
import { linkIn, mailTo } from "../support/outbox";

// A full member's journey on a production server (server.mjs) of the current build, started by this
// file with its standard output captured: sign up, confirm through the mailed link, sign out, sign in,
// reset the password through the mailed link, sign in with the new one, publish a forum post. Every
// line the server wrote is then searched for the journey's personal data: the e-mail address, both
// passwords, each token of the mailed links, and the value of every cookie the browser holds.
const port = Number(process.env.E2E_PORT ?? 3100) + 35;
const base = `http://127.0.0.1:${port}`;
const m = messages.en;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: Server;
let output = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer(port, { SMTP_URL: `smtp://127.0.0.1:${smtpPort()}` }, 150_000, (text) => (output += text));
});
test.afterAll(async () => {
  await server?.stop();
});

const toast = (page: Page) => page.locator("[data-sonner-toast]");

/** The values of a mailed link's query (its tokens and address), each long enough to be recognisable. */
const linkValues = (link: string) =>
  [...new URL(link, base).searchParams.values()].filter((value) => value.length >= 8);

test("no e-mail address, password, token or cookie of a member's journey reaches a log line", async ({ page }) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `journey-${id}@example.test`;
  const password = `first secret ${id}`;
  const newPassword = `second secret ${id}`;
  const secrets: string[] = [email, password, newPassword];

  await page.goto(`${base}/auth/sign-up`);
  await page.getByLabel(m.AuthForm.email).fill(email);
  await page.getByLabel(m.AuthForm.password, { exact: true }).fill(password);
  await page.getByLabel(m.AuthForm.confirmPassword).fill(password);
  await page.getByRole("button", { name: m.AuthForm.submit.signUp }).click();
  await expect(toast(page).filter({ hasText: m.AuthForm.toasts.signUpTitle })).toBeVisible();
  const confirm = linkIn((await mailTo(email)).text);
  secrets.push(...linkValues(confirm));
  await page.goto(base + confirm);
  await page.getByRole("button", { name: m.AuthPages.confirmButton }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await signOutThroughMenu(page);

  await page.goto(`${base}/auth/sign-in`);
  await page.getByLabel(m.AuthForm.email).fill(email);
  await page.getByLabel(m.AuthForm.password).fill(password);
  await page.getByRole("button", { name: m.AuthForm.submit.signIn }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  for (const cookie of await page.context().cookies()) secrets.push(cookie.value);
  await signOutThroughMenu(page);

  await page.goto(`${base}/auth/reset-password`);
  await page.getByLabel(m.AuthForm.email).fill(email);
  await page.getByRole("button", { name: m.AuthForm.submit.resetPassword }).click();
  await expect(toast(page).filter({ hasText: m.AuthForm.toasts.resetTitle })).toBeVisible();
  const reset = linkIn((await mailTo(email)).text);
  secrets.push(...linkValues(reset));
  await page.goto(base + reset);
  await page.getByLabel(m.AuthForm.newPassword).fill(newPassword);
  await page.getByLabel(m.AuthForm.confirmPassword).fill(newPassword);
  await page.getByRole("button", { name: m.AuthForm.submit.updatePassword }).click();
  await expect(toast(page).filter({ hasText: m.AuthForm.toasts.updateTitle })).toBeVisible();
  await page.getByLabel(m.AuthForm.email).fill(email);
  await page.getByLabel(m.AuthForm.password).fill(newPassword);
  await page.getByRole("button", { name: m.AuthForm.submit.signIn }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");

  // Posting needs a username and an account older than the newcomers' wait.
  await sql(`UPDATE "User" SET username = $2, "createdAt" = now() - interval '7 days' WHERE email = $1`, [
    email,
    `journey_${id}`,
  ]);
  const title = `Journey post ${id}`;
  await page.goto(`${base}/forum/new`);
  await page.getByLabel(m.ForumPostForm.title).fill(title);
  await page.getByLabel(m.ForumPostForm.category).selectOption({ label: "PPE" });
  await page.getByLabel(m.ForumPostForm.contents).fill(`Posted on the journey ${id}.`);
  await page.getByRole("button", { name: m.ForumPostForm.submit }).click();
  await page
    .getByRole("dialog", { name: m.ForumPostForm.confirmTitle })
    .getByRole("button", { name: m.ForumPostForm.confirm })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  for (const cookie of await page.context().cookies()) secrets.push(cookie.value);

  // The journey did reach the log (one line per request), so an empty capture cannot pass.
  await expect
    .poll(() => output.split("\n").filter((line) => line.includes('"msg":"request"')).length)
    .toBeGreaterThan(20);
  const found = [...new Set(secrets)]
    .filter((secret) => secret.length >= 8)
    .filter((secret) => output.includes(secret) || output.includes(encodeURIComponent(secret)));
  expect(found).toEqual([]);
  expect(output).not.toMatch(/[\w.+-]+@example\.test/i);
});
