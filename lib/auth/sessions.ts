import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { recordFields } from "./user-record";
import { db } from "@/lib/db";
import { revokeTokensOf } from "./tokens";

// The server-side record of each signed-in browser (docs/adr/0008-session-rows.md). The cookie's
// next-auth JWT carries a random session id (`sid`); only its SHA-256 is stored, so a database leak
// gives no usable session. Deleting the row signs that browser out on its next request.
export const slidingDays = 30;
export const absoluteDays = 90;
// "Last seen" is written at most this often, not on every request.
export const touchEveryMinutes = 5;

const day = 24 * 60 * 60 * 1000;
const hashOf = (sid: string) => createHash("sha256").update(sid).digest("hex");

export type SessionRow = { id: string; lastSeenAt: Date; createdAt: Date; userAgent: string | null };

/** A new session for `userId`; returns the id to put in the cookie's token. */
export async function createSession(userId: string, userAgent: string | null): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  await db.session.create({
    data: {
      sessionToken: hashOf(sid),
      userId,
      userAgent: userAgent?.slice(0, 300) || null,
      expires: new Date(Date.now() + slidingDays * day),
    },
  });
  return sid;
}

const liveFields = { id: true, userId: true, expires: true, createdAt: true, lastSeenAt: true } as const;

/** The stored hash of a cookie's `sid`, or null for a value no session can have. */
const sessionKey = (sid: unknown) => (typeof sid === "string" && sid && sid.length <= 100 ? hashOf(sid) : null);

/**
 * Whether a session row is still live (not ended, idle for 30 days, or older than 90). Moves the
 * sliding window forward when it was last moved more than a few minutes ago.
 */
async function stillLive(row: { id: string; expires: Date; createdAt: Date; lastSeenAt: Date } | null) {
  const now = Date.now();
  if (!row || row.expires.getTime() <= now || row.createdAt.getTime() + absoluteDays * day <= now) return false;
  if (row.lastSeenAt.getTime() + touchEveryMinutes * 60_000 <= now) {
    await db.session.updateMany({
      where: { id: row.id },
      data: { lastSeenAt: new Date(now), expires: new Date(now + slidingDays * day) },
    });
  }
  return true;
}

/** The user id of a live session, or null (ended, idle for 30 days, or older than 90). */
export async function checkSession(sid: unknown): Promise<string | null> {
  const key = sessionKey(sid);
  if (!key) return null;
  const row = await db.session.findUnique({ where: { sessionToken: key }, select: liveFields });
  return row && (await stillLive(row)) ? row.userId : null;
}

/**
 * The user row of a live session, with every field of the user record, or null: the same check as
 * `checkSession`, in one read (a page rendered for a member, and each member's API call or action,
 * starts with it; two reads cost 0.5-1.0 ms of CPU where one costs 0.25-0.35, measured with tsx).
 */
export async function checkSessionUser(sid: unknown) {
  const key = sessionKey(sid);
  if (!key) return null;
  const row = await db.session.findUnique({
    where: { sessionToken: key },
    select: { ...liveFields, user: { select: recordFields } },
  });
  return row && (await stillLive(row)) ? row.user : null;
}

/** The id of the row behind `sid` (to mark "this session" in the list). */
export async function findSessionId(sid: unknown): Promise<string | null> {
  const key = sessionKey(sid);
  if (!key) return null;
  const row = await db.session.findUnique({ where: { sessionToken: key }, select: { id: true } });
  return row?.id ?? null;
}

/** When the member's session `id` began (signed in), or null when it is not theirs or is gone. */
export async function sessionStartedAt(userId: string, id: string | null): Promise<Date | null> {
  if (!id) return null;
  const row = await db.session.findFirst({ where: { id, userId }, select: { createdAt: true } });
  return row?.createdAt ?? null;
}

/** The member's live sessions, most recently seen first. */
export async function listSessions(userId: string): Promise<SessionRow[]> {
  return db.session.findMany({
    where: { userId, expires: { gt: new Date() }, createdAt: { gt: new Date(Date.now() - absoluteDays * day) } },
    select: { id: true, lastSeenAt: true, createdAt: true, userAgent: true },
    orderBy: { lastSeenAt: "desc" },
  });
}

/** Ends the session behind a cookie's `sid`. */
export async function endSessionBySid(sid: unknown): Promise<void> {
  if (typeof sid !== "string" || !sid) return;
  await db.session.deleteMany({ where: { sessionToken: hashOf(sid) } });
}

/** Ends one of the member's sessions by its row id; false when it was not theirs (or is gone). */
export async function endSessionOf(userId: string, id: string): Promise<boolean> {
  return (await db.session.deleteMany({ where: { id, userId } })).count > 0;
}

/**
 * Ends every session of the member except `keepId` (the one asking, if any); how many ended. Their
 * pending address-change and deletion links stop working too: whoever was in an ended session may
 * have asked for them (a password reset or change, and "sign out everywhere else", all end here).
 */
export async function endSessionsOf(userId: string, keepId?: string | null): Promise<number> {
  const where = keepId ? { userId, id: { not: keepId } } : { userId };
  const ended = (await db.session.deleteMany({ where })).count;
  await revokeTokensOf(userId, ["CHANGE_EMAIL", "DELETE_ACCOUNT"]);
  return ended;
}

/** Drops sessions past their end (the hourly maintenance job, lib/maintenance.ts). */
export async function pruneSessions(): Promise<void> {
  await db.session.deleteMany({
    where: { OR: [{ expires: { lt: new Date() } }, { createdAt: { lt: new Date(Date.now() - absoluteDays * day) } }] },
  });
}
