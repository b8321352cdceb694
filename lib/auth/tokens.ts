import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { TokenPurpose } from "@/lib/generated/prisma/client";

// E-mailed links carry a random token; only its SHA-256 is stored, so a database leak gives no
// usable links. A token is used up atomically (one UPDATE ... WHERE "usedAt" IS NULL).
export const tokenLifetimeMinutes: Record<TokenPurpose, number> = {
  SIGN_IN: 60,
  CONFIRM_EMAIL: 24 * 60,
  RESET_PASSWORD: 60,
  CHANGE_EMAIL: 24 * 60,
  DELETE_ACCOUNT: 60,
};

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueToken(input: {
  purpose: TokenPurpose;
  email: string;
  userId?: string | null;
  callback?: string | null;
  passwordHash?: string | null;
}): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.authToken.create({
    data: {
      tokenHash: hashOf(token),
      purpose: input.purpose,
      email: input.email,
      userId: input.userId ?? null,
      callback: input.callback ?? null,
      passwordHash: input.passwordHash ?? null,
      expiresAt: new Date(Date.now() + tokenLifetimeMinutes[input.purpose] * 60_000),
    },
  });
  return token;
}

export type TokenState = "valid" | "used" | "expired" | "unknown";

/** What a link's token is worth, without using it (the page the link opens shows this). */
export async function inspectToken(
  token: string,
): Promise<{ state: TokenState; purpose?: TokenPurpose; email?: string }> {
  const row = await db.authToken.findUnique({ where: { tokenHash: hashOf(token) } });
  if (!row) return { state: "unknown" };
  const state = row.usedAt ? "used" : row.expiresAt <= new Date() ? "expired" : "valid";
  return { state, purpose: row.purpose, email: row.email };
}

/** Uses the token up if it is valid and of one of `purposes`; null otherwise. */
export async function consumeToken(token: string, purposes: TokenPurpose[]) {
  const rows = await db.authToken.updateManyAndReturn({
    where: { tokenHash: hashOf(token), usedAt: null, expiresAt: { gt: new Date() }, purpose: { in: purposes } },
    data: { usedAt: new Date() },
  });
  return rows[0] ?? null;
}

/**
 * Other pending links of the same kind stop working once one is used (e.g. older reset links);
 * the passwords that sign-ups left waiting on them are dropped.
 */
export async function revokeTokens(email: string, purpose: TokenPurpose): Promise<void> {
  await db.authToken.updateMany({ where: { email, purpose, usedAt: null }, data: { usedAt: new Date() } });
  await db.authToken.updateMany({
    where: { email, purpose, passwordHash: { not: null } },
    data: { passwordHash: null },
  });
}

/** The member's pending links of `purposes` stop working (a newer one replaces them, or the account changed). */
export async function revokeTokensOf(userId: string, purposes: TokenPurpose[]): Promise<void> {
  await db.authToken.updateMany({
    where: { userId, purpose: { in: purposes }, usedAt: null },
    data: { usedAt: new Date() },
  });
}
