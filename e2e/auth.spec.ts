import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, localized, locales, messages, signOutThroughMenu } from "./support/pages";
import { createMember, signInAs, sql, sqlOne } from "./support/members";
import { countMailTo, linkIn, mailTo } from "./support/outbox";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const toast = (page: Page) => page.locator("[data-sonner-toast]");

// Sign-in hashes passwords with scrypt on purpose; allow for a busy test machine.
test.describe.configure({ timeout: 60_000 });

for (const locale of locales) {
  const m = messages[locale];
  test(`${locale}: an e-mailed link opens a confirm page, its button signs in once`, async ({ page }) => {
    const email = `link-${unique()}@example.test`;
    const back = localized(locale, "/news");
    await page.goto(`${localized(locale, "/auth/magic-link")}?callbackUrl=${encodeURIComponent(back)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.AuthPages.magicLinkTitle);
    await page.getByLabel(m.AuthForm.email).fill(email);
    await page.getByRole("button", { name: m.AuthForm.submit.magicLink }).click();
    await expect(toast(page).filter({ hasText: m.AuthForm.toasts.linkSentTitle })).toBeVisible();
    await expect(toast(page).filter({ hasText: m.AuthForm.toasts.linkSentText })).toBeVisible();

    const mail = await mailTo(email);
    expect(mail.subject).toBe(m.AuthMail.signIn.subject);
    const link = linkIn(mail.text);
    // Opening the link (as a mail scanner would) leaves it usable.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.AuthPages.confirmTitle);
    expect(await sqlOne(`SELECT "usedAt" FROM "AuthToken" WHERE email = $1`, [email])).toEqual({ usedAt: null });
    await page.getByRole("button", { name: m.AuthPages.confirmButton }).click();
    await expect(page).toHaveURL((url) => url.pathname === back);
    expect((await (await page.request.get("/api/_auth/session")).json()).user.email).toBe(email);
    await expect(page.getByRole("link", { name: m.UserMenu.signIn })).toBeHidden();

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.AuthPages.invalidLinkTitle);
    await expect(page.getByText(m.AuthPages.usedLink)).toBeVisible();
    await expect(page.getByRole("link", { name: m.AuthPages.newSignInLink })).toBeVisible();
  });
}

test("an expired link says so and offers a new one", async ({ page }) => {
  const m = messages.fr;
  const email = `expired-${unique()}@example.test`;
  await page.goto("/fr/auth/magic-link");
  await page.getByLabel(m.AuthForm.email).fill(email);
  await page.getByRole("button", { name: m.AuthForm.submit.magicLink }).click();
  await expect(toast(page).filter({ hasText: m.AuthForm.toasts.linkSentTitle })).toBeVisible();
  const link = linkIn((await mailTo(email)).text);
  await sql(`UPDATE "AuthToken" SET "expiresAt" = now() - interval '1 second' WHERE email = $1`, [email]);
  await page.goto(link);
  await expect(page.getByText(m.AuthPages.expiredLink)).toBeVisible();
  await page.getByRole("link", { name: m.AuthPages.newSignInLink }).click();
  await expect(page.getByLabel(m.AuthForm.email)).toHaveValue(email);
});

test("sign up, confirm, sign out, then sign in with the password and go back where I was", async ({ page }) => {
  const m = messages.en;
  const email = `signup-${unique()}@example.test`;
  await page.goto("/auth/sign-up");
  await expectNoSeriousA11yViolations(page);
  // Wrong input: translated messages under the fields, what was typed is kept.
  await page.getByLabel(m.AuthForm.email).fill("not-an-email");
  await page.getByLabel(m.AuthForm.password, { exact: true }).fill("short");
  await page.getByLabel(m.AuthForm.confirmPassword).fill("different");
  await page.getByRole("button", { name: m.AuthForm.submit.signUp }).click();
  await expect(page.getByText(m.Validation.emailInvalid)).toBeVisible();
  await expect(page.getByText(m.Validation.passwordTooShort)).toBeVisible();
  await expect(page.getByLabel(m.AuthForm.email)).toHaveValue("not-an-email");
  await expect(page.getByLabel(m.AuthForm.email)).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(m.AuthForm.email).fill(email);
  await page.getByLabel(m.AuthForm.password, { exact: true }).fill("a good long password");
  await page.getByLabel(m.AuthForm.confirmPassword).fill("a good long password");
  await page.getByRole("button", { name: m.AuthForm.submit.signUp }).click();
  await expect(toast(page).filter({ hasText: m.AuthForm.toasts.signUpTitle })).toBeVisible();
  await expect(toast(page).filter({ hasText: m.AuthForm.toasts.signUpText })).toBeVisible();

  // Before confirming, the password does not work yet.
  await page.goto("/auth/sign-in");
  await page.getByLabel(m.AuthForm.email).fill(email);
  await page.getByLabel(m.AuthForm.password).fill("a good long password");
  await page.getByRole("button", { name: m.AuthForm.submit.signIn }).click();
  await expect(toast(page).filter({ hasText: m.ActionErrors.unconfirmed })).toBeVisible();

  const mail = await mailTo(email);
  expect(mail.subject).toBe(m.AuthMail.confirm.subject);
  await page.goto(linkIn(mail.text));
  await page.getByRole("button", { name: m.AuthPages.confirmButton }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await signOutThroughMenu(page);
  expect((await (await page.request.get("/api/_auth/session")).json()).user).toBeUndefined();

  await page.goto(`/auth/sign-in?callbackUrl=${encodeURIComponent("/news")}`);
  await page.getByLabel(m.AuthForm.email).fill(email);
  await page.getByLabel(m.AuthForm.password).fill("a wrong password");
  await page.getByRole("button", { name: m.AuthForm.submit.signIn }).click();
  await expect(toast(page).filter({ hasText: m.ActionErrors.invalidCredentials })).toBeVisible();
  await page.getByLabel(m.AuthForm.password).fill("a good long password");
  await page.getByRole("button", { name: m.AuthForm.submit.signIn }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/news");
  const session = await (
    await page.request.get("/api/_auth/session", { headers: { Accept: "application/json" } })
  ).json();
  expect(session.user.email).toBe(email);
});

test("reset a password: request, e-mailed link, update, sign in with the new one", async ({ page }) => {
  const m = messages.pt;
  const { email } = await createMember();
  await page.goto("/pt/auth/reset-password");
  await page.getByLabel(m.AuthForm.email).fill(email);
  await page.getByRole("button", { name: m.AuthForm.submit.resetPassword }).click();
  await expect(toast(page).filter({ hasText: m.AuthForm.toasts.resetTitle })).toBeVisible();
  await expect(toast(page).filter({ hasText: m.AuthForm.toasts.resetText })).toBeVisible();
  const mail = await mailTo(email);
  expect(mail.subject).toBe(m.AuthMail.reset.subject);

  await page.goto(linkIn(mail.text));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.AuthPages.updateTitle);
  await page.getByLabel(m.AuthForm.newPassword).fill("brand new password");
  await page.getByLabel(m.AuthForm.confirmPassword).fill("brand new passwort");
  await page.getByRole("button", { name: m.AuthForm.submit.updatePassword }).click();
  await expect(page.getByText(m.Validation.passwordsDiffer)).toBeVisible();
  await page.getByLabel(m.AuthForm.confirmPassword).fill("brand new password");
  await page.getByRole("button", { name: m.AuthForm.submit.updatePassword }).click();
  await expect(toast(page).filter({ hasText: m.AuthForm.toasts.updateTitle })).toBeVisible();
  await expect(toast(page).filter({ hasText: m.AuthForm.toasts.updateText })).toBeVisible();
  await expect(page).toHaveURL(/\/pt\/auth\/sign-in/);

  await page.getByLabel(m.AuthForm.email).fill(email);
  await page.getByLabel(m.AuthForm.password).fill("brand new password");
  await page.getByRole("button", { name: m.AuthForm.submit.signIn }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/pt");
});

test("answers do not reveal whether an address has an account", async ({ page }) => {
  const m = messages.en;
  const nobody = `nobody-${unique()}@example.test`;
  await page.goto("/auth/reset-password");
  await page.getByLabel(m.AuthForm.email).fill(nobody);
  await page.getByRole("button", { name: m.AuthForm.submit.resetPassword }).click();
  await expect(toast(page).filter({ hasText: m.AuthForm.toasts.resetTitle })).toBeVisible();
  expect(await countMailTo(nobody)).toBe(0);

  await page.goto("/auth/sign-in");
  await page.getByLabel(m.AuthForm.email).fill(nobody);
  await page.getByLabel(m.AuthForm.password).fill("any password at all");
  await page.getByRole("button", { name: m.AuthForm.submit.signIn }).click();
  await expect(toast(page).filter({ hasText: m.ActionErrors.invalidCredentials })).toBeVisible();
});

test("too many link requests for one address get a translated message", async ({ page }) => {
  const m = messages.es;
  const email = `flood-${unique()}@example.test`;
  await page.goto("/es/auth/magic-link");
  for (let i = 0; i < 6; i++) {
    await page.getByLabel(m.AuthForm.email).fill(email);
    await page.getByRole("button", { name: m.AuthForm.submit.magicLink }).click();
    await expect(page.getByRole("button", { name: m.AuthForm.submit.magicLink })).toBeEnabled();
  }
  await expect(toast(page).filter({ hasText: m.ActionErrors.rateLimited })).toBeVisible();
  expect(await countMailTo(email)).toBe(5);
});

test("the header's sign-in link brings the reader back to the same search, query included", async ({ page }) => {
  await page.goto("/es/search?q=mascarilla");
  await page.getByRole("link", { name: messages.es.UserMenu.signIn }).click();
  await expect(page).toHaveURL(/\/es\/auth\/sign-in\?/);
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe("/es/search?q=mascarilla");
});

test("next-auth's own sign-out route ends the session row, not only the cookie", async ({ context, baseURL }) => {
  const member = await createMember();
  const sessionId = await signInAs(context, member, baseURL!);
  const rows = () => sql(`SELECT id FROM "Session" WHERE id = $1`, [sessionId]);
  expect(await rows()).toHaveLength(1);
  const { csrfToken } = (await (await context.request.get("/api/_auth/csrf")).json()) as { csrfToken: string };
  const signOut = await context.request.post("/api/_auth/signout", {
    form: { csrfToken, callbackUrl: "/" },
    maxRedirects: 0,
  });
  // Signed out for real (a refused CSRF token sends to a confirmation page instead).
  expect(signOut.status()).toBe(302);
  expect(signOut.headers().location).not.toContain("csrf=true");
  expect(await rows()).toHaveLength(0);
});

test("leaving the newsroom's preview goes back to a path on this site, never to another host", async ({ request }) => {
  const leave = async (to: string) => {
    const answer = await request.get(`/api/editor/preview?exit=1&to=${to}`, { maxRedirects: 0 });
    expect(answer.status(), to).toBe(303);
    return answer.headers().location;
  };
  expect(await leave("/es/news")).toBe("/es/news");
  for (const to of [
    "/%5Cevil.example",
    "/%09/evil.example",
    "//evil.example",
    "/..//evil.example",
    "/%255Cevil.example",
  ])
    expect(await leave(to), to).toBe("/");
});
