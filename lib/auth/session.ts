import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { decode, encode } from "next-auth/jwt";
import { toUserRecord, type UserRecord } from "./user-record";
import { authSecret, sessionCookieName, sessionMaxAgeSeconds, secureCookies } from "./options";
import { checkSessionUser, createSession, endSessionBySid, findSessionId } from "./sessions";

export type SessionUser = {
  id: string;
  email: string;
  username: string | null;
  name: string | null;
  role: "USER" | "EDITOR" | "MODERATOR" | "ADMIN";
  locale: "en" | "es" | "fr" | "pt";
  createdAt: Date;
};

/** The session id (`sid`) in this request's cookie, if its token decodes. */
const currentSid = cache(async (): Promise<string | null> => {
  const raw = (await cookies()).get(sessionCookieName())?.value;
  if (!raw) return null;
  const token = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  return typeof token?.sid === "string" ? token.sid : null;
});

/**
 * The signed-in user of this request, read fresh from the database (role, username), or null. The
 * cookie alone is not enough: its session must still be live on the server (lib/auth/sessions.ts),
 * so a session ended from another browser, a password reset or "sign out everywhere" ends here.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const row = await sessionUserRow();
  return (
    row && {
      id: row.id,
      email: row.email,
      username: row.username,
      name: row.name,
      role: row.role,
      locale: row.locale,
      createdAt: row.createdAt,
    }
  );
});

/** The same user as the spec's user record (profile, preferences), from the same read. */
export const getSessionRecord = cache(async (): Promise<UserRecord | null> => {
  const row = await sessionUserRow();
  return row && toUserRecord(row);
});

/** The user row of this request's live session, with every field of the user record: one read a render. */
const sessionUserRow = cache(async () => checkSessionUser(await currentSid()));

/** The row id of this request's session (to mark "this browser" and keep it on "sign out everywhere"). */
export async function getCurrentSessionId(): Promise<string | null> {
  return findSessionId(await currentSid());
}

export const isModerator = (user: Pick<SessionUser, "role"> | null) =>
  user?.role === "MODERATOR" || user?.role === "ADMIN";

/** Editors and admins write, translate, schedule and publish in the newsroom (/editor). */
export const isEditor = (user: Pick<SessionUser, "role"> | null) => user?.role === "EDITOR" || user?.role === "ADMIN";

/** Admins appoint and remove moderators, editors and admins (/admin/roles). */
export const isAdmin = (user: Pick<SessionUser, "role"> | null) => user?.role === "ADMIN";

/** Signs the user in on this response: a session row, and a next-auth JWT naming it in the cookie. */
export async function startSession(user: { id: string; email: string; name?: string | null }): Promise<void> {
  const sid = await createSession(user.id, (await headers()).get("user-agent"));
  const token = await encode({
    token: { sub: user.id, email: user.email, name: user.name ?? null, sid },
    secret: authSecret(),
    maxAge: sessionMaxAgeSeconds,
  });
  (await cookies()).set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: sessionMaxAgeSeconds,
  });
}

/** Signs out: this session ends on the server, and the cookie goes. */
export async function endSession(): Promise<void> {
  await endSessionBySid(await currentSid());
  // Same attributes as when set: a __Secure- cookie is only replaced by a Secure one.
  (await cookies()).set(sessionCookieName(), "", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: 0,
  });
}
