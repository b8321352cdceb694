import { randomBytes, scryptSync } from "node:crypto";
import { readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { createClient } from "../../prisma/seed/client";

// Test members: created straight in the e2e database and signed in with a real session token
// (the same next-auth JWT the sign-in flows issue). The sign-in flows themselves are tested in
// e2e/auth*.spec.ts; other specs use this to start signed in.
export const db = createClient();

const secret = () => process.env.NEXTAUTH_SECRET ?? readFileSync(".data/nextauth-secret", "utf8").trim();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export type Member = { id: string; email: string; username: string | null; name: string | null };

/** A password hash in the app's format (lib/auth/password.ts), for members who sign in with one. */
function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function createMember(options: { username?: string | null; role?: "USER" | "MODERATOR" | "ADMIN"; createdAt?: Date; locale?: "en" | "es" | "fr" | "pt"; password?: string } = {}): Promise<Member> {
  const id = unique();
  const username = options.username === null ? null : (options.username ?? `member_${id}`);
  return db.user.create({
    data: { email: `member-${id}@example.test`, username, name: `Member ${id}`, role: options.role ?? "USER", emailVerified: new Date(), createdAt: options.createdAt, locale: options.locale, passwordHash: options.password ? hashPassword(options.password) : undefined },
    select: { id: true, email: true, username: true, name: true },
  });
}

/** Signs `member` in for every page of `context`. */
export async function signInAs(context: BrowserContext, member: Member, baseURL: string): Promise<void> {
  const value = await encode({ token: { sub: member.id, email: member.email, name: member.name }, secret: secret() });
  await context.addCookies([{ name: "next-auth.session-token", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}
