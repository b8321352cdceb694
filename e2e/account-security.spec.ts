import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, messages } from "./support/pages";
import { firstLink, readMail } from "./support/mail";
import { createMember, sessionCookieFor, signInAs, sqlOne } from "./support/members";

// The account page's "Password and email" tab and the deletion link: each form with only
// its required fields, wrong input explained in the page's language with what was typed kept, and
// the mails that tell the member, read from the SMTP server the production build sends to.
const toast = (page: Page) => page.locator("[data-sonner-toast]");
// Labels carry " (required)" after them; "New password" is also inside "Confirm the new password".
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
const sessionAlive = async (sessionId: string) =>
  (await sqlOne<{ n: number }>(`SELECT count(*)::int AS n FROM "Session" WHERE id = $1`, [sessionId])).n === 1;

test("change password (es): a wrong current password is explained and keeps what was typed; then other sessions end and a mail tells the member", async ({
  page,
  context,
  baseURL,
}) => {
  const m = messages.es;
  const t = m.AccountSecurity;
  const member = await createMember({ password: "contraseña vieja 1" });
  await sqlOne(`UPDATE "User" SET locale = 'es' WHERE id = $1 RETURNING id`, [member.id]);
  const here = await signInAs(context, member, baseURL!);
  const phone = await sessionCookieFor(member);
  await page.goto("/es/user/account?tab=security");
  const form = page.getByRole("form", { name: t.passwordTitle });
  await form.getByLabel(label(t.currentPassword)).fill("no es esta");
  await form.getByLabel(label(t.newPassword)).fill("contraseña nueva 2");
  await form.getByLabel(label(t.confirmPassword)).fill("contraseña nueva 2");
  await form.getByRole("button", { name: t.changePassword }).click();
  await expect(page.getByText(m.Validation.passwordWrong)).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel(label(t.newPassword))).toHaveValue("contraseña nueva 2");
  await expect(form.getByLabel(label(t.currentPassword))).toHaveValue("no es esta");
  expect(await sessionAlive(phone.sessionId)).toBe(true);

  await form.getByLabel(label(t.currentPassword)).fill("contraseña vieja 1");
  await form.getByRole("button", { name: t.changePassword }).click();
  await expect(toast(page).filter({ hasText: t.passwordChanged })).toBeVisible({ timeout: 20_000 });
  expect(await sessionAlive(phone.sessionId)).toBe(false);
  expect(await sessionAlive(here)).toBe(true);
  const mail = await readMail({ to: member.email, subject: m.AccountMail.passwordChanged.subject });
  expect(mail.text).toContain("/es/auth/reset-password");
});

test("change e-mail address (fr): an invalid address is explained; the address changes only through the link sent to the new one, and the old one is told", async ({
  page,
  context,
  baseURL,
}) => {
  const m = messages.fr;
  const t = m.AccountSecurity;
  const member = await createMember({ password: "ancien mot 1" });
  await signInAs(context, member, baseURL!);
  await page.goto("/fr/user/account?tab=security");
  const form = page.getByRole("form", { name: t.emailTitle });
  await form.getByLabel(label(t.newEmail)).fill("pas-une-adresse");
  await form.getByLabel(label(t.currentPassword)).fill("ancien mot 1");
  await form.getByRole("button", { name: t.sendEmailLink }).click();
  await expect(page.getByText(m.Validation.emailInvalid)).toBeVisible();
  await expect(form.getByLabel(label(t.newEmail))).toHaveValue("pas-une-adresse");

  const moved = `nouvelle-${member.id}@example.test`;
  await form.getByLabel(label(t.newEmail)).fill(moved);
  await form.getByRole("button", { name: t.sendEmailLink }).click();
  await expect(toast(page).filter({ hasText: t.emailLinkSent })).toBeVisible({ timeout: 20_000 });
  const notice = await readMail({ to: member.email, contains: moved });
  expect(notice.text).not.toContain("token=");
  expect(await sqlOne(`SELECT email FROM "User" WHERE id = $1`, [member.id])).toEqual({ email: member.email });

  const link = firstLink(await readMail({ to: moved, subject: m.AuthMail.changeEmail.subject }))!;
  await page.goto(link);
  await page.getByRole("button", { name: m.AuthPages.newEmailButton }).click();
  await expect(page.getByRole("heading", { name: m.AuthPages.emailChangedTitle })).toBeVisible();
  expect(await sqlOne(`SELECT email FROM "User" WHERE id = $1`, [member.id])).toEqual({ email: moved });
  // Used once: the same link now says so.
  await page.goto(link);
  await expect(page.getByText(m.AuthPages.usedLink)).toBeVisible();
});

test("a member without a password (en) sets one with only the new password, then deletes the account by e-mailed link", async ({
  page,
  context,
  baseURL,
}) => {
  // Two forms, two mails, an accessibility check and the deletion: the slow budget on a busy machine.
  test.slow();
  const m = messages.en;
  const t = m.AccountSecurity;
  const member = await createMember();
  await signInAs(context, member, baseURL!);
  await page.goto("/user/account?tab=security");
  await expect(page.getByLabel(label(t.currentPassword))).toHaveCount(0);
  await page.getByLabel(label(t.newPassword)).fill("my first password");
  await page.getByLabel(label(t.confirmPassword)).fill("my first password");
  await page.getByRole("button", { name: t.setPassword }).click();
  await expect(toast(page).filter({ hasText: t.passwordChanged })).toBeVisible({ timeout: 20_000 });
  expect(await sqlOne(`SELECT "passwordHash" IS NOT NULL AS set FROM "User" WHERE id = $1`, [member.id])).toEqual({
    set: true,
  });

  await page.goto("/user/account?tab=data");
  await page.getByRole("button", { name: m.AccountData.sendLink }).click();
  await expect(toast(page).filter({ hasText: m.AccountData.linkSent })).toBeVisible({ timeout: 20_000 });
  const link = firstLink(await readMail({ to: member.email, subject: m.AuthMail.deleteAccount.subject }))!;
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: m.AuthPages.deletionWarning })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: m.AuthPages.deletionButton }).click();
  await expect(page.getByRole("heading", { name: m.AuthPages.deletedTitle })).toBeVisible();
  expect(await sqlOne(`SELECT username, "emailVerified" FROM "User" WHERE id = $1`, [member.id])).toEqual({
    username: null,
    emailVerified: null,
  });
  expect(((await (await context.request.get("/api/_auth/session")).json()) as { user?: unknown }).user).toBeUndefined();
  await readMail({ to: member.email, subject: m.AccountMail.accountDeleted.subject });
});

test("the Password and email tab: a visitor is sent to sign in and back; a member without a username gets the forms; each member sees only their own address", async ({
  browser,
  page,
  baseURL,
}) => {
  // Three browsers and an accessibility check: the slow budget on a busy machine.
  test.slow();
  const t = messages.en.AccountSecurity;
  await page.goto("/user/account?tab=security");
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/auth/need-login" && url.searchParams.get("callbackUrl") === "/user/account?tab=security",
  );

  const a = await createMember({ username: null, password: "a's password 1" });
  const b = await createMember();
  const asA = await browser.newContext({ baseURL });
  await signInAs(asA, a, baseURL!);
  const pageA = await asA.newPage();
  await pageA.goto("/user/account?tab=security");
  await expect(pageA.getByRole("form", { name: t.passwordTitle })).toBeVisible();
  await expect(pageA.getByRole("form", { name: t.emailTitle })).toBeVisible();
  await expect(pageA.getByText(a.email).first()).toBeVisible();
  await expectNoSeriousA11yViolations(pageA);

  const asB = await browser.newContext({ baseURL });
  await signInAs(asB, b, baseURL!);
  const pageB = await asB.newPage();
  await pageB.goto("/user/account?tab=security");
  await expect(pageB.getByRole("heading", { name: t.setPasswordTitle })).toBeVisible();
  await expect(pageB.getByText(b.email).first()).toBeVisible();
  await expect(pageB.getByText(a.email)).toHaveCount(0);
  await Promise.all([asA.close(), asB.close()]);
});

test("a member without a password (es) changes the address with the address alone; one with a password (pt) deletes the account by typing it, after a wrong one is explained", async ({
  browser,
  baseURL,
}) => {
  const es = messages.es.AccountSecurity;
  const linkOnly = await createMember();
  const first = await browser.newContext({ baseURL });
  await signInAs(first, linkOnly, baseURL!);
  const page = await first.newPage();
  await page.goto("/es/user/account?tab=security");
  const form = page.getByRole("form", { name: es.emailTitle });
  await expect(form.getByLabel(label(es.currentPassword))).toHaveCount(0);
  const moved = `nueva-${linkOnly.id}@example.test`;
  await form.getByLabel(label(es.newEmail)).fill(moved);
  await form.getByRole("button", { name: es.sendEmailLink }).click();
  await expect(toast(page).filter({ hasText: es.emailLinkSent })).toBeVisible({ timeout: 20_000 });
  await readMail({ to: moved, subject: messages.es.AuthMail.changeEmail.subject });
  await first.close();

  const pt = messages.pt.AccountData;
  const withPassword = await createMember({ password: "senha antiga 1" });
  const second = await browser.newContext({ baseURL });
  await signInAs(second, withPassword, baseURL!);
  const leaving = await second.newPage();
  await leaving.goto("/pt/user/account?tab=data");
  const password = leaving.getByLabel(pt.password, { exact: true });
  await password.fill("not it");
  await leaving.getByRole("button", { name: pt.deleteButton }).click();
  await expect(leaving.getByText(messages.pt.Validation.passwordWrong)).toBeVisible();
  expect(
    await sqlOne(`SELECT "emailVerified" IS NOT NULL AS active FROM "User" WHERE id = $1`, [withPassword.id]),
  ).toEqual({ active: true });
  await password.fill("senha antiga 1");
  await leaving.getByRole("button", { name: pt.deleteButton }).click();
  await leaving.waitForURL(/\/pt$/);
  expect(await sqlOne(`SELECT username, "emailVerified" FROM "User" WHERE id = $1`, [withPassword.id])).toEqual({
    username: null,
    emailVerified: null,
  });
  await second.close();
});
