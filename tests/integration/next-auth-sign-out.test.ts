import { createRequire } from "node:module";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

// next-auth's own sign-out (POST /api/_auth/signout, the catch-all handler) ends the session row on
// the server, as the site's DELETE /api/_auth/session does: a copy of the cookie stops working too.

// Outside Next's request scope, the request's cookies come from this jar. next-auth loads
// next/headers with Node's own require, which vi.mock does not reach, so its exports are swapped.
const jar = new Map<string, string>();
const nextHeaders = createRequire(import.meta.url)("next/headers") as Record<string, unknown>;
const realHeaders = { ...nextHeaders };
Object.assign(nextHeaders, {
  cookies: async () => ({ getAll: () => [...jar].map(([name, value]) => ({ name, value })) }),
  headers: async () => new Headers({ host: "covid.example" }),
});
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_URL = "https://covid.example/api/_auth";
process.env.NEXTAUTH_SECRET = "a test secret that is long enough to be accepted";
const { NextRequest } = await import("next/server");
const { encode } = await import("next-auth/jwt");
const nextAuth = await import("@/app/api/%5Fauth/[...nextauth]/route");
const { authSecret, sessionCookieName } = await import("@/lib/auth/options");
const { checkSession, createSession } = await import("@/lib/auth/sessions");

const db = testDb();
afterAll(async () => {
  Object.assign(nextHeaders, realHeaders);
  process.env = savedEnv;
  await db.$disconnect();
});

const call = (action: string, body?: Record<string, string>): Promise<Response> =>
  nextAuth[body ? "POST" : "GET"](
    new NextRequest(`https://covid.example/api/_auth/${action}`, {
      method: body ? "POST" : "GET",
      body: body && new URLSearchParams(body).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    { params: Promise.resolve({ nextauth: [action] }) },
  );
const keepCookies = (response: Response) => {
  for (const cookie of response.headers.getSetCookie()) {
    const [, name, value] = /^([^=]+)=([^;]*)/.exec(cookie)!;
    jar.set(name!, decodeURIComponent(value!));
  }
};

describe("POST /api/_auth/signout", () => {
  it("ends the session row, not only the cookie", async () => {
    const user = await db.user.create({ data: { email: `out-${Date.now()}@example.test`, emailVerified: new Date() } });
    const sid = await createSession(user.id, "Firefox");
    const token = await encode({ token: { sub: user.id, email: user.email, sid }, secret: authSecret() });
    jar.set(sessionCookieName(), token);
    expect(await checkSession(sid)).toBe(user.id);
    const csrf = await call("csrf");
    keepCookies(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };

    const signOut = await call("signout", { csrfToken });
    // Signed out for real (a refused CSRF token would send to the confirmation page instead).
    expect(signOut.status).toBe(302);
    expect(signOut.headers.get("location")).not.toContain("csrf=true");
    expect(signOut.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookieName()}=;`))).toBe(true);
    expect(await checkSession(sid)).toBeNull();
  });
});
