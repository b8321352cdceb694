import "server-only";
import type { NextAuthOptions } from "next-auth";
import { serverEnv } from "@/lib/env";

// Sessions are next-auth JWTs in an HttpOnly, SameSite=Lax cookie (Secure when the site is served
// over https), so any app process can read them without a database lookup. The sign-in flows
// themselves (e-mailed links, passwords) are server actions in lib/actions/auth.ts that issue this
// same token through startSession(); next-auth serves it at /api/_auth/session.
export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;

export function secureCookies(): boolean {
  return serverEnv().NEXTAUTH_URL?.startsWith("https://") ?? false;
}

export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
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
      session: ({ session, token }) => ({
        ...session,
        user: token.sub ? { id: token.sub, email: token.email ?? null, name: token.name ?? null } : undefined,
      }),
    },
  } as NextAuthOptions;
}
