import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/env";

// The links of subscription mails carry a signed token (HMAC-SHA256 with NEXTAUTH_SECRET) of what
// they allow, for which address, until when. Nothing is stored: a token is checked by recomputing
// its signature, so a changed letter, another address or a past date is refused, and changes nothing.
export type SubscriptionTokenPurpose = "confirm" | "manage";

// A confirmation link lasts a day; a manage link (in every mail, and in List-Unsubscribe) 90 days,
// long enough for an old digest's unsubscribe link to work.
const lifetimeMs: Record<SubscriptionTokenPurpose, number> = {
  confirm: 24 * 3_600_000,
  manage: 90 * 86_400_000,
};

function secret(): string {
  const value = serverEnv().NEXTAUTH_SECRET;
  if (!value) throw new Error("NEXTAUTH_SECRET is not set: subscription links cannot be signed.");
  return value;
}

const signatureOf = (payload: string) =>
  createHmac("sha256", secret()).update(`subscription:${payload}`).digest("base64url");

/** A token for `purpose` on `email`, valid for the purpose's lifetime from `now`. */
export function signSubscriptionToken(purpose: SubscriptionTokenPurpose, email: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify([purpose, email.toLowerCase(), now + lifetimeMs[purpose]])).toString(
    "base64url",
  );
  return `${payload}.${signatureOf(payload)}`;
}

export type TokenCheck = { state: "valid"; email: string } | { state: "expired"; email: string } | { state: "invalid" };

/** What a token is worth for `purpose`: valid (with its address), expired, or invalid (tampered, other purpose). */
export function checkSubscriptionToken(token: string, purpose: SubscriptionTokenPurpose, now = Date.now()): TokenCheck {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined || token.length > 2000) return { state: "invalid" };
  const expected = Buffer.from(signatureOf(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { state: "invalid" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { state: "invalid" };
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return { state: "invalid" };
  const [kind, email, expiresAt] = parsed as unknown[];
  if (kind !== purpose || typeof email !== "string" || typeof expiresAt !== "number") return { state: "invalid" };
  return expiresAt > now ? { state: "valid", email } : { state: "expired", email };
}
