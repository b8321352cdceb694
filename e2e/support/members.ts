import { createHash, createHmac, randomBytes, randomUUID, scryptSync } from "node:crypto";
import { readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { sql } from "./db";

// Test members: created straight in the e2e database (plain SQL: the generated Prisma client uses
// `import.meta`, which Playwright's CommonJS loader cannot run on Node 20) and signed in with a real
// session token, the same next-auth JWT the sign-in flows issue. The flows themselves are tested
// in e2e/auth.spec.ts; other specs use this to start signed in (e2e/support/fixtures.ts).

// Where specs written before ./db found the SQL helper.
export { sql, sqlOne } from "./db";

const secret = () => process.env.NEXTAUTH_SECRET ?? readFileSync(".data/nextauth-secret", "utf8").trim();

/** What a confirmation link confirms (lib/subscriptions/tokens.ts): a language and its topics. */
export type ConfirmRequest = { locale: string; items: Array<[topic: string, topicKey: string, rhythm: string]> };

const newsDaily: ConfirmRequest = { locale: "en", items: [["TYPE", "NEWS", "DAILY"]] };

/**
 * A subscription link's token, signed as lib/subscriptions/tokens.ts signs it (purpose, address,
 * expiry; a confirmation link also its request, by default the news as a daily digest in English).
 */
export function subscriptionToken(
  purpose: "confirm" | "manage",
  email: string,
  expiresAt = Date.now() + 3_600_000,
  request: ConfirmRequest = newsDaily,
) {
  const parts: unknown[] = [purpose, email.toLowerCase(), expiresAt];
  if (purpose === "confirm") parts.push(request.locale, request.items);
  const payload = Buffer.from(JSON.stringify(parts)).toString("base64url");
  return `${payload}.${createHmac("sha256", secret()).update(`subscription:${payload}`).digest("base64url")}`;
}

export type Member = { id: string; email: string; username: string | null; name: string };

/** A password hash in the app's format (lib/auth/password.ts), for members who sign in with one. */
function hashPassword(password: string): string {
  const salt = randomBytes(16);
  // Today's cost (N=2^17), so that signing in does not also rehash (lib/auth/password.ts).
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return ["scrypt", 2 ** 17, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

type Options = {
  username?: string | null;
  role?: "USER" | "EDITOR" | "MODERATOR" | "ADMIN";
  createdAt?: Date;
  password?: string;
  verified?: boolean;
};

export async function createMember(options: Options = {}): Promise<Member> {
  const id = randomUUID();
  const short = id.slice(0, 8);
  const member = {
    id,
    email: `member-${id}@example.test`,
    username: options.username === null ? null : (options.username ?? `member_${short}`),
    name: `Member ${short}`,
  };
  await sql(
    `INSERT INTO "User" (id, email, username, name, role, "passwordHash", "emailVerified", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, $4, $5::"Role", $6, $7, $8, now())`,
    [
      member.id,
      member.email,
      member.username,
      member.name,
      options.role ?? "USER",
      options.password ? hashPassword(options.password) : null,
      options.verified === false ? null : new Date(),
      options.createdAt ?? new Date(),
    ],
  );
  return member;
}

/**
 * A session row and its cookie value, as startSession (lib/auth/session.ts) makes them: the JWT
 * names a random session id whose SHA-256 is the row's sessionToken.
 */
export async function sessionCookieFor(
  member: Pick<Member, "id" | "email" | "name">,
  userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
): Promise<{ value: string; sessionId: string }> {
  const sid = randomBytes(32).toString("base64url");
  const sessionId = randomUUID();
  await sql(
    `INSERT INTO "Session" (id, "sessionToken", "userId", expires, "userAgent") VALUES ($1, $2, $3, now() + interval '30 days', $4)`,
    [sessionId, createHash("sha256").update(sid).digest("hex"), member.id, userAgent],
  );
  const value = await encode({
    token: { sub: member.id, email: member.email, name: member.name, sid },
    secret: secret(),
    maxAge: 90 * 24 * 60 * 60,
  });
  return { value, sessionId };
}

/** Signs `member` in for every page of `context` (a session of its own); returns the session's row id. */
export async function signInAs(
  context: BrowserContext,
  member: Pick<Member, "id" | "email" | "name">,
  baseURL: string,
): Promise<string> {
  const { value, sessionId } = await sessionCookieFor(member);
  await context.addCookies([{ name: "next-auth.session-token", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return sessionId;
}
