import "server-only";
import type { NextAuthOptions } from "next-auth";
import { serverEnv } from "@/lib/env";
import { sessionCookieNameFor } from "./member-request.mjs";
import { absoluteDays, checkSession, endSessionBySid } from "./sessions";

// Sessions are next-auth JWTs in an HttpOnly, SameSite=Lax cookie (Secure when the site is served
// over https) that name a session row on the server (lib/auth/sessions.ts), checked on every
// request: the row holds the 30-day sliding and 90-day absolute lifetimes, and deleting it ends the
// session. The cookie itself lives as long as the absolute lifetime. The sign-in flows (e-mailed
// links, passwords) are server actions in lib/actions/auth.ts that issue this token through
// startSession(); next-auth serves it at /api/_auth/session, through the same check.
export const sessionMaxAgeSeconds = absoluteDays * 24 * 60 * 60;

export function secureCookies(): boolean {
  return serverEnv().NEXTAUTH_URL?.startsWith("https://") ?? false;
}

/** The session cookie's name; what makes a request a member's is lib/auth/member-request.mjs's to say. */
export function sessionCookieName(): string {
  return sessionCookieNameFor(secureCookies());
}

export function authSecret(): string {
  const secret = serverEnv().NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: start the app through npm scripts, which generate one.");
  return secret;
}

export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: sessionMaxAgeSeconds },
    useSecureCookies: secureCookies(),
    providers: [],
    pages: { signIn: "/auth/sign-in", error: "/auth/sign-in" },
    callbacks: {
      // A token whose session ended on the server becomes an empty one: no user, and the cookie
      // next-auth writes back names no session any more.
      jwt: async ({ token }) => ((await checkSession(token.sid)) === token.sub ? token : {}),
      session: ({ session, token }) => ({
        ...session,
        user: token.sub ? { id: token.sub, email: token.email ?? null, name: token.name ?? null } : undefined,
      }),
    },
    events: {
      // next-auth's own POST /api/_auth/signout only clears the cookie: the row ends too, as with
      // DELETE /api/_auth/session, so a copy of the cookie stops working.
      signOut: async ({ token }) => endSessionBySid(token?.sid),
    },
  } as NextAuthOptions;
}
