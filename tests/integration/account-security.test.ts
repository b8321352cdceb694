import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// The account page's Security tab and the mails that tell the member of each change (one they did
// not make must not go unnoticed), and "Delete my account", against the real database and a real SMTP server: a password change
// ends the other sessions and mails; an address changes only through the link sent to it, the old
// address is told, a taken address gets the same answer and changes nothing; a deletion link
// deletes and ends every session; tampered, expired and used links change nothing.
const smtp = await startSmtpServer();
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.EMAIL_FROM = "Covid Info <no-reply@covid.example>";
process.env.NEXTAUTH_URL = "https://covid.example/api/_auth";
const sessions = await import("@/lib/auth/sessions");
const { hashPassword, verifyPassword } = await import("@/lib/auth/password");
const { changePassword } = await import("@/lib/accounts/change-password");
const { requestEmailChange, confirmEmailChange } = await import("@/lib/accounts/change-email");
const { sendDeletionLink, deleteAccountByLink } = await import("@/lib/accounts/delete-account");
const flows = await import("@/lib/accounts/auth-flows");

const db = testDb();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const tokenIn = (text: string | undefined) => decodeURIComponent(text!.match(/token=([^\s&"]+)/)![1]!);
const password = "the first password";
// scrypt at full cost (about 0.4 s a hash, far more on a busy machine): hashed once for every member.
const passwordHash = await hashPassword(password);
vi.setConfig({ testTimeout: 120_000 });

afterAll(async () => {
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

async function aMember(options: { withPassword?: boolean; locale?: "en" | "fr" } = {}) {
  const user = await db.user.create({
    data: {
      email: `sec-${unique()}@example.test`,
      emailVerified: new Date(),
      locale: options.locale ?? "en",
      passwordHash: options.withPassword === false ? null : passwordHash,
    },
  });
  const here = await sessions.createSession(user.id, "Firefox");
  const phone = await sessions.createSession(user.id, "Safari");
  return { user, here, phone, hereId: (await sessions.findSessionId(here))! };
}

const mailsTo = (to: string) => smtp.received.filter((m) => [m.to].flat().some((a) => a?.text.includes(to)));

describe("change password", () => {
  it("with a wrong current password changes nothing, ends nothing and mails nothing", async () => {
    const { user, here, phone, hereId } = await aMember();
    const before = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(
      await changePassword({ userId: user.id, sessionId: hereId, currentPassword: "not it", password: "a new one 1" }),
    ).toEqual({ ok: false, reason: "wrong" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(before.passwordHash);
    expect(await sessions.checkSession(here)).toBe(user.id);
    expect(await sessions.checkSession(phone)).toBe(user.id);
    expect(await db.outgoingMail.count({ where: { to: user.email } })).toBe(0);
  });

  it("replaces the hash, ends every other session and mails the member where to go if it was not them", async () => {
    const { user, here, phone, hereId } = await aMember({ locale: "fr" });
    expect(
      await changePassword({ userId: user.id, sessionId: hereId, currentPassword: password, password: "a new one 1" }),
    ).toEqual({ ok: true, endedSessions: 1 });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword("a new one 1", after.passwordHash)).toBe(true);
    expect(await verifyPassword(password, after.passwordHash)).toBe(false);
    expect(await sessions.checkSession(here)).toBe(user.id);
    expect(await sessions.checkSession(phone)).toBeNull();
    // In the member's own language, with the reset page.
    const mail = await smtp.mailTo(user.email);
    expect(mail.subject).toBe("Votre mot de passe Covid Info a été changé");
    expect(mail.text).toContain("https://covid.example/fr/auth/reset-password");
  });

  it("a member without a password sets one only in a session that began a short while ago", async () => {
    const { user, phone, hereId } = await aMember({ withPassword: false });
    await db.session.update({ where: { id: hereId }, data: { createdAt: new Date(Date.now() - 60 * 60_000) } });
    expect(
      await changePassword({ userId: user.id, sessionId: hereId, currentPassword: "", password: "a new one 1" }),
    ).toEqual({ ok: false, reason: "signInAgain" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBeNull();
    const fresh = (await sessions.findSessionId(phone))!;
    expect(
      await changePassword({ userId: user.id, sessionId: fresh, currentPassword: "", password: "a new one 1" }),
    ).toMatchObject({ ok: true });
    expect(
      await verifyPassword("a new one 1", (await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash),
    ).toBe(true);
  });

  it("a password reset mails the same notice", async () => {
    const { user } = await aMember();
    await flows.sendPasswordReset({ email: user.email, locale: "en" });
    const token = tokenIn((await smtp.mailTo(user.email)).text);
    expect(await flows.resetPassword(token, "reset to this 1")).toBe(true);
    expect((await smtp.mailTo(user.email)).subject).toBe("Your Covid Info password was changed");
  });
});

describe("change e-mail address", () => {
  it("with a wrong password: nothing is sent and nothing changes", async () => {
    const { user, hereId } = await aMember();
    const email = `new-${unique()}@example.test`;
    const answer = await requestEmailChange({
      userId: user.id,
      sessionId: hereId,
      currentPassword: "nope",
      email,
      locale: "en",
    });
    expect(answer).toEqual({ ok: false, reason: "wrong" });
    expect(await db.outgoingMail.count({ where: { to: { in: [email, user.email] } } })).toBe(0);
    expect(await db.authToken.count({ where: { email } })).toBe(0);
  });

  it("changes only when the new address's link is used; the old address is told at once; sessions stay", async () => {
    const { user, here, phone, hereId } = await aMember();
    const email = `new-${unique()}@example.test`;
    expect(
      await requestEmailChange({ userId: user.id, sessionId: hereId, currentPassword: password, email, locale: "en" }),
    ).toEqual({ ok: true });
    const notice = await smtp.mailTo(user.email);
    expect(notice.subject).toBe("A new email address was requested for your Covid Info account");
    expect(notice.text).toContain(email);
    expect(notice.text).not.toMatch(/token=/);
    const link = await smtp.mailTo(email);
    expect(link.text).toContain("https://covid.example/auth/confirm?token=");
    const token = tokenIn(link.text);
    // Not yet: the account keeps its address until the link is used.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    // The link is single-use, of its own kind only: it is no sign-in link.
    expect(await flows.redeemSignInLink(token, "en")).toBeNull();
    expect(await confirmEmailChange(`${token}x`)).toBeNull();
    expect(await confirmEmailChange(token)).toEqual({ email });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email });
    expect(await confirmEmailChange(token)).toBeNull();
    expect(await sessions.checkSession(here)).toBe(user.id);
    expect(await sessions.checkSession(phone)).toBe(user.id);
  });

  it("an address another account uses gets the same answer, no link, and changes nothing", async () => {
    const { user, hereId } = await aMember();
    const owner = (await aMember()).user;
    const answer = await requestEmailChange({
      userId: user.id,
      sessionId: hereId,
      currentPassword: password,
      email: owner.email,
      locale: "en",
    });
    expect(answer).toEqual({ ok: true });
    expect((await smtp.mailTo(user.email)).text).toContain(owner.email);
    // The owner hears of it, without any link that could move an account onto their address.
    const told = await smtp.mailTo(owner.email);
    expect(told.subject).toBe("Someone tried to use your address on Covid Info");
    expect(told.text).not.toMatch(/token=/);
    expect(await db.authToken.count({ where: { email: owner.email, purpose: "CHANGE_EMAIL" } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.id } })).email).toBe(owner.email);
  });

  it("the member's own address is refused as such; an expired link changes nothing", async () => {
    const { user, hereId } = await aMember();
    const same = { userId: user.id, sessionId: hereId, currentPassword: password, locale: "en" as const };
    expect(await requestEmailChange({ ...same, email: user.email })).toEqual({ ok: false, reason: "same" });
    const email = `late-${unique()}@example.test`;
    await requestEmailChange({ ...same, email });
    const token = tokenIn((await smtp.mailTo(email)).text);
    await db.authToken.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await confirmEmailChange(token)).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });
});

describe("delete by e-mailed link", () => {
  it("a tampered or expired link deletes nothing; the link deletes the account and ends every session, once", async () => {
    const { user, here, phone } = await aMember({ withPassword: false });
    await sendDeletionLink(user.id, "en");
    const mail = await smtp.mailTo(user.email);
    expect(mail.subject).toBe("Delete your Covid Info account");
    const token = tokenIn(mail.text);
    expect(await deleteAccountByLink(`${token}x`)).toBeNull();
    expect(await flows.redeemSignInLink(token, "en")).toBeNull();
    expect(await sessions.checkSession(here)).toBe(user.id);

    expect(await deleteAccountByLink(token)).toEqual({ productIds: [] });
    expect(await sessions.checkSession(here)).toBeNull();
    expect(await sessions.checkSession(phone)).toBeNull();
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      emailVerified: null,
      username: null,
    });
    expect(await deleteAccountByLink(token)).toBeNull();

    // The notice of the deletion goes out, then leaves the outbox at once.
    expect((await smtp.mailTo(user.email)).subject).toBe("Your Covid Info account was deleted");
    await vi.waitFor(async () => expect(await db.outgoingMail.count({ where: { to: user.email } })).toBe(0));
  });

  it("an expired deletion link deletes nothing", async () => {
    const { user, here } = await aMember();
    await sendDeletionLink(user.id, "en");
    const token = tokenIn((await smtp.mailTo(user.email)).text);
    await db.authToken.updateMany({
      where: { userId: user.id, purpose: "DELETE_ACCOUNT" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await deleteAccountByLink(token)).toBeNull();
    expect(await sessions.checkSession(here)).toBe(user.id);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });
});

describe("sessions ended elsewhere", () => {
  it("the member is told", async () => {
    const { user } = await aMember();
    const { notifySessionsEnded } = await import("@/lib/accounts/change-password");
    await notifySessionsEnded(user.id);
    expect((await smtp.mailTo(user.email)).subject).toBe("Your other Covid Info sessions were signed out");
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});

describe("ending a member's sessions voids the pending address-change and deletion links", () => {
  // Whoever was in an ended session may have asked for them: an address change to their own
  // mailbox would otherwise still hand them the account after the member reset the password.
  async function pendingLinks() {
    const member = await aMember();
    const email = `taker-${unique()}@example.test`;
    await requestEmailChange({
      userId: member.user.id,
      sessionId: member.hereId,
      currentPassword: password,
      email,
      locale: "en",
    });
    const changeToken = tokenIn((await smtp.mailTo(email)).text);
    await smtp.mailTo(member.user.email); // the notice of the requested change
    await sendDeletionLink(member.user.id, "en");
    const deleteToken = tokenIn((await smtp.mailTo(member.user.email)).text);
    return { ...member, changeToken, deleteToken };
  }
  type Pending = Awaited<ReturnType<typeof pendingLinks>>;

  it.each([
    [
      "a password reset",
      async ({ user }: Pending) => {
        await flows.sendPasswordReset({ email: user.email, locale: "en" });
        expect(await flows.resetPassword(tokenIn((await smtp.mailTo(user.email)).text), "reset to this 1")).toBe(true);
      },
    ],
    [
      "a password change",
      async ({ user, hereId }: Pending) => {
        const change = { userId: user.id, sessionId: hereId, currentPassword: password, password: "a new one 1" };
        expect(await changePassword(change)).toMatchObject({ ok: true });
      },
    ],
    [
      "signing out everywhere else",
      async ({ user, hereId }: Pending) => {
        expect(await sessions.endSessionsOf(user.id, hereId)).toBe(1);
      },
    ],
  ])("after %s", async (_, end) => {
    const member = await pendingLinks();
    await end(member);
    // The deletion link first: once the address changed, it would fail for that reason alone.
    expect(await deleteAccountByLink(member.deleteToken)).toBeNull();
    expect(await confirmEmailChange(member.changeToken)).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: member.user.id } })).email).toBe(member.user.email);
  });
});
