import { createHash } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// The sign-in flows against the real database and a real SMTP server in this process.
const smtp = await startSmtpServer();
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.EMAIL_FROM = "Covid Info <no-reply@covid.example>";
process.env.NEXTAUTH_URL = "https://covid.example/api/_auth";
const flows = await import("@/lib/accounts/auth-flows");
const { inspectToken } = await import("@/lib/auth/tokens");

const db = testDb();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const tokenOf = (text: string) => decodeURIComponent(text.match(/token=([^\s&"]+)/)![1]!);

afterAll(async () => {
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

describe("sign-in by e-mailed link", () => {
  it("mails a single-use link, stores only its hash and creates the account when used", async () => {
    const email = `link-${unique()}@example.test`;
    expect(await flows.sendSignInLink({ email, locale: "en", callback: "/news" })).toEqual({ queued: true });
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe("Your sign-in link for Covid Info");
    expect(mail.text).toContain("https://covid.example/auth/confirm?token=");
    expect(mail.html).toContain("https://covid.example/auth/confirm?token=");
    const token = tokenOf(mail.text!);

    const stored = await db.authToken.findFirstOrThrow({ where: { email } });
    expect(stored.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((stored.expiresAt.getTime() - Date.now()) / 60_000).toBeLessThanOrEqual(24 * 60);

    // Looking at the link (what a mail scanner does) does not use it.
    expect(await inspectToken(token)).toMatchObject({ state: "valid", purpose: "SIGN_IN" });
    expect(await inspectToken(token)).toMatchObject({ state: "valid" });

    const used = await flows.redeemSignInLink(token, "en");
    expect(used?.callback).toBe("/news");
    expect(await db.user.findUnique({ where: { email } })).toMatchObject({ email, emailVerified: expect.any(Date) });
    expect(await flows.redeemSignInLink(token, "en")).toBeNull();
    expect(await inspectToken(token)).toMatchObject({ state: "used" });
  });

  it("refuses an expired link and says so", async () => {
    const email = `expired-${unique()}@example.test`;
    await flows.sendSignInLink({ email, locale: "en" });
    const token = tokenOf((await smtp.mailTo(email)).text!);
    await db.authToken.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await inspectToken(token)).toMatchObject({ state: "expired" });
    expect(await flows.redeemSignInLink(token, "en")).toBeNull();
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
  });

  it("writes the mail in the reader's language, with a plain-text part", async () => {
    const email = `es-${unique()}@example.test`;
    await flows.sendSignInLink({ email, locale: "es" });
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe("Tu enlace de acceso a Covid Info");
    expect(mail.text).toContain("https://covid.example/es/auth/confirm?token=");
  });
});

describe("sign-up, passwords and reset", () => {
  it("needs the confirmation link before the password works", async () => {
    const email = `signup-${unique()}@example.test`;
    await flows.signUp({ email, password: "correct horse battery", locale: "fr" });
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe("Confirmez votre adresse e-mail pour Covid Info");
    // The password waits on the confirmation link, never on the account itself.
    expect((await db.user.findUniqueOrThrow({ where: { email } })).passwordHash).toBeNull();
    const pending = await db.authToken.findFirstOrThrow({ where: { email, purpose: "CONFIRM_EMAIL" } });
    expect(pending.passwordHash).toMatch(/^scrypt\$/);
    expect(pending.passwordHash).not.toContain("correct horse");

    expect(await flows.checkCredentials(email, "correct horse battery")).toEqual({ ok: false, reason: "unconfirmed" });
    expect(await flows.redeemSignInLink(tokenOf(mail.text!), "fr")).not.toBeNull();
    expect(await flows.checkCredentials(email, "correct horse battery")).toMatchObject({ ok: true, user: { email } });
    expect(await flows.checkCredentials(email, "wrong password!")).toEqual({ ok: false, reason: "invalid" });
    expect(await flows.checkCredentials(`nobody-${unique()}@example.test`, "correct horse battery")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("signing up again with a confirmed address changes nothing and tells the owner", async () => {
    const email = `again-${unique()}@example.test`;
    await flows.signUp({ email, password: "first password", locale: "en" });
    await flows.redeemSignInLink(tokenOf((await smtp.mailTo(email)).text!), "en");
    const before = await db.user.findUniqueOrThrow({ where: { email } });
    await flows.signUp({ email, password: "attacker password", locale: "en" });
    expect((await smtp.mailTo(email)).subject).toBe("You already have a Covid Info account");
    expect((await db.user.findUniqueOrThrow({ where: { email } })).passwordHash).toBe(before.passwordHash);
    expect(await flows.checkCredentials(email, "attacker password")).toMatchObject({ ok: false });
  });

  it("a second sign-up for an unconfirmed address never replaces the first one's password", async () => {
    const email = `hijack-${unique()}@example.test`;
    await flows.signUp({ email, password: "owner password 1", locale: "en" });
    const ownerLink = tokenOf((await smtp.mailTo(email)).text!);
    await flows.signUp({ email, password: "attacker password", locale: "en" });
    const attackerLink = tokenOf((await smtp.mailTo(email)).text!);
    expect(attackerLink).not.toBe(ownerLink);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).passwordHash).toBeNull();

    // The owner confirms with their own link: their password is the account's, the other one never.
    expect(await flows.redeemSignInLink(ownerLink, "en")).not.toBeNull();
    expect(await flows.checkCredentials(email, "owner password 1")).toMatchObject({ ok: true });
    expect(await flows.checkCredentials(email, "attacker password")).toEqual({ ok: false, reason: "invalid" });
    // The other sign-up's link is dead and left no password behind.
    expect(await flows.redeemSignInLink(attackerLink, "en")).toBeNull();
    expect(await db.authToken.count({ where: { email, passwordHash: { not: null } } })).toBe(0);
  });

  it("confirming by a sign-in link keeps no password that someone else set before", async () => {
    const email = `planted-${unique()}@example.test`;
    // Someone signs up with the victim's address and never confirms (the link went to the victim).
    await flows.signUp({ email, password: "planted password", locale: "en" });
    await smtp.mailTo(email);
    // The owner signs in by e-mailed link instead.
    await flows.sendSignInLink({ email, locale: "en" });
    expect(await flows.redeemSignInLink(tokenOf((await smtp.mailTo(email)).text!), "en")).not.toBeNull();
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerified).not.toBeNull();
    expect(user.passwordHash).toBeNull();
    expect(await flows.checkCredentials(email, "planted password")).toEqual({ ok: false, reason: "invalid" });
    // An account confirmed earlier that had a planted hash on the row (before this fix) loses it too.
    const legacy = `legacy-${unique()}@example.test`;
    await db.user.create({ data: { email: legacy, passwordHash: user.passwordHash ?? "scrypt$1$8$1$AAAA$AAAA" } });
    await flows.sendSignInLink({ email: legacy, locale: "en" });
    await flows.redeemSignInLink(tokenOf((await smtp.mailTo(legacy)).text!), "en");
    expect((await db.user.findUniqueOrThrow({ where: { email: legacy } })).passwordHash).toBeNull();
  });

  it("resets a password with a one-hour, single-use link; older links stop working", async () => {
    const email = `reset-${unique()}@example.test`;
    await flows.signUp({ email, password: "old password", locale: "en" });
    await flows.redeemSignInLink(tokenOf((await smtp.mailTo(email)).text!), "en");

    await flows.sendPasswordReset({ email, locale: "en" });
    const first = tokenOf((await smtp.mailTo(email)).text!);
    await flows.sendPasswordReset({ email, locale: "en" });
    const second = tokenOf((await smtp.mailTo(email)).text!);
    expect(second).not.toBe(first);
    const row = await db.authToken.findFirstOrThrow({
      where: { email, purpose: "RESET_PASSWORD" },
      orderBy: { createdAt: "desc" },
    });
    expect((row.expiresAt.getTime() - Date.now()) / 60_000).toBeLessThanOrEqual(60);

    expect(await flows.resetPassword(second, "new password")).toBe(true);
    expect(await flows.resetPassword(second, "another one")).toBe(false);
    expect(await flows.resetPassword(first, "another one")).toBe(false);
    expect(await flows.checkCredentials(email, "new password")).toMatchObject({ ok: true });
    expect(await flows.checkCredentials(email, "old password")).toMatchObject({ ok: false });
  });

  it("sends nothing for an unknown address, and answers the same", async () => {
    const email = `unknown-${unique()}@example.test`;
    const before = smtp.received.length;
    expect(await flows.sendPasswordReset({ email, locale: "en" })).toEqual({ queued: true });
    expect(smtp.received.length).toBe(before);
    expect(await db.outgoingMail.count({ where: { to: email } })).toBe(0);
  });
});
