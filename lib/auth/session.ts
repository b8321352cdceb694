import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { decode, encode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { authSecret, sessionCookieName, sessionMaxAgeSeconds, secureCookies } from "./options";

export type SessionUser = {
  id: string;
  email: string;
  username: string | null;
  name: string | null;
  role: "USER" | "MODERATOR" | "ADMIN";
  locale: "en" | "es" | "fr" | "pt";
  createdAt: Date;
};

/** The signed-in user of this request, read fresh from the database (role, username), or null. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const raw = (await cookies()).get(sessionCookieName())?.value;
  if (!raw) return null;
  const token = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  if (!token?.sub) return null;
  return db.user.findUnique({
    where: { id: token.sub },
    select: { id: true, email: true, username: true, name: true, role: true, locale: true, createdAt: true },
  });
});

export const isModerator = (user: Pick<SessionUser, "role"> | null) =>
  user?.role === "MODERATOR" || user?.role === "ADMIN";

/** Signs the user in on this response: a next-auth JWT in the session cookie. */
export async function startSession(user: { id: string; email: string; name?: string | null }): Promise<void> {
  const token = await encode({
    token: { sub: user.id, email: user.email, name: user.name ?? null },
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

export async function endSession(): Promise<void> {
  // Same attributes as when set: a __Secure- cookie is only replaced by a Secure one.
  (await cookies()).set(sessionCookieName(), "", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: 0,
  });
}
