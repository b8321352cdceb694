import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// Server-side sessions (lib/auth/sessions.ts) against the real database: every request checks the
// row, so ending it ends the session wherever its cookie is; 30 days sliding, 90 days absolute.
const smtp = await startSmtpServer();
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.EMAIL_FROM = "Covid Info <no-reply@covid.example>";
process.env.NEXTAUTH_URL = "https://covid.example/api/_auth";
const sessions = await import("@/lib/auth/sessions");
const flows = await import("@/lib/accounts/auth-flows");

const db = testDb();
const day = 86_400_000;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const aMember = () => db.user.create({ data: { email: `s-${unique()}@example.test`, emailVerified: new Date() } });
const rowOf = (userId: string) => db.session.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: "desc" } });

afterAll(async () => {
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

describe("server-side sessions", () => {
  it("a session lives until it is ended, and stores only a hash of its id", async () => {
    const user = await aMember();
    const sid = await sessions.createSession(user.id, "Mozilla/5.0 (Windows NT 10.0) Firefox/133.0");
    expect(await sessions.checkSession(sid)).toBe(user.id);
    const row = await rowOf(user.id);
    expect(JSON.stringify(row)).not.toContain(sid);
    expect(row.userAgent).toContain("Firefox");
    await sessions.endSessionBySid(sid);
    expect(await sessions.checkSession(sid)).toBeNull();
    expect(await sessions.checkSession("made-up")).toBeNull();
    expect(await sessions.checkSession(undefined)).toBeNull();
  });

  it("slides 30 days from the last visit, writing it at most every few minutes", async () => {
    const user = await aMember();
    const sid = await sessions.createSession(user.id, null);
    const { id } = await rowOf(user.id);
    // Seen a minute ago: nothing is written.
    const recent = new Date(Date.now() - 60_000);
    await db.session.update({ where: { id }, data: { lastSeenAt: recent, expires: new Date(Date.now() + day) } });
    expect(await sessions.checkSession(sid)).toBe(user.id);
    expect((await rowOf(user.id)).lastSeenAt).toEqual(recent);
    // Seen ten minutes ago: the window moves to 30 days from now.
    await db.session.update({ where: { id }, data: { lastSeenAt: new Date(Date.now() - 10 * 60_000) } });
    expect(await sessions.checkSession(sid)).toBe(user.id);
    const moved = await rowOf(user.id);
    expect(moved.expires.getTime()).toBeGreaterThan(Date.now() + 29 * day);
    // Idle past its window: ended.
    await db.session.update({ where: { id }, data: { expires: new Date(Date.now() - 1000) } });
    expect(await sessions.checkSession(sid)).toBeNull();
  });

  it("ends 90 days after sign-in however active the member is", async () => {
    const user = await aMember();
    const sid = await sessions.createSession(user.id, null);
    const { id } = await rowOf(user.id);
    await db.session.update({ where: { id }, data: { createdAt: new Date(Date.now() - 91 * day) } });
    expect(await sessions.checkSession(sid)).toBeNull();
    expect(await sessions.listSessions(user.id)).toEqual([]);
  });

  it("the member's row (what a page or an API call reads) passes the same checks as the session", async () => {
    const user = await db.user.create({
      data: { email: `s-${unique()}@example.test`, emailVerified: new Date(), username: `u${unique()}` },
    });
    const sid = await sessions.createSession(user.id, null);
    const { id } = await rowOf(user.id);
    expect(await sessions.checkSessionUser(sid)).toMatchObject({
      id: user.id,
      email: user.email,
      username: user.username,
      role: "USER",
    });
    expect(await sessions.checkSessionUser("made-up")).toBeNull();
    expect(await sessions.checkSessionUser(undefined)).toBeNull();
    // It moves the sliding window as the session check does.
    await db.session.update({ where: { id }, data: { lastSeenAt: new Date(Date.now() - 10 * 60_000) } });
    await sessions.checkSessionUser(sid);
    expect((await rowOf(user.id)).expires.getTime()).toBeGreaterThan(Date.now() + 29 * day);
    // Idle past its window, past 90 days, or ended: no member.
    await db.session.update({ where: { id }, data: { expires: new Date(Date.now() - 1000) } });
    expect(await sessions.checkSessionUser(sid)).toBeNull();
    await db.session.update({
      where: { id },
      data: { expires: new Date(Date.now() + day), createdAt: new Date(Date.now() - 91 * day) },
    });
    expect(await sessions.checkSessionUser(sid)).toBeNull();
    await db.session.update({ where: { id }, data: { createdAt: new Date() } });
    expect((await sessions.checkSessionUser(sid))?.id).toBe(user.id);
    await sessions.endSessionBySid(sid);
    expect(await sessions.checkSessionUser(sid)).toBeNull();
  });

  it("signing out everywhere else keeps only the asking session; another member's id ends nothing", async () => {
    const user = await aMember();
    const other = await aMember();
    const here = await sessions.createSession(user.id, null);
    const phone = await sessions.createSession(user.id, null);
    const theirs = await sessions.createSession(other.id, null);
    const hereId = (await sessions.findSessionId(here))!;
    const theirId = (await sessions.findSessionId(theirs))!;
    expect(await sessions.endSessionOf(user.id, theirId)).toBe(false);
    expect(await sessions.checkSession(theirs)).toBe(other.id);
    expect(await sessions.endSessionsOf(user.id, hereId)).toBe(1);
    expect(await sessions.checkSession(here)).toBe(user.id);
    expect(await sessions.checkSession(phone)).toBeNull();
    expect((await sessions.listSessions(user.id)).map((s) => s.id)).toEqual([hereId]);
  });

  it("a password reset ends every session of the member", async () => {
    const user = await aMember();
    const stolen = await sessions.createSession(user.id, null);
    await flows.sendPasswordReset({ email: user.email, locale: "en" });
    const token = decodeURIComponent((await smtp.mailTo(user.email)).text!.match(/token=([^\s&"]+)/)![1]!);
    expect(await flows.resetPassword(token, "a brand new password")).toBe(true);
    expect(await sessions.checkSession(stolen)).toBeNull();
  });
});
