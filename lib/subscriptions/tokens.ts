import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/env";
import type { SubscriptionRhythm, SubscriptionTopic } from "@/lib/generated/prisma/enums";
import { routing, type Locale } from "@/lib/i18n/routing";

// The links of subscription mails carry a signed token (HMAC-SHA256 with NEXTAUTH_SECRET) of what
// they allow, for which address, until when. Nothing is stored: a token is checked by recomputing
// its signature, so a changed letter, another address or a past date is refused, and changes nothing.
// A confirmation token also carries the one request it confirms (topic, rhythm and language): what
// anyone else asks for the same address later, or a rhythm they change meanwhile, is not in it.
export type SubscriptionTokenPurpose = "confirm" | "manage";

/** One topic of a request, and how often it is wanted. */
export type RequestItem = { topic: SubscriptionTopic; topicKey: string; rhythm: SubscriptionRhythm };

/** What one subscribe request asked for (a topic, or the Preferences tab's ticks saved together). */
export type SubscriptionRequest = { locale: Locale; items: RequestItem[] };

/** The most topics one request confirms (the Preferences tab saves two at once). */
export const maxRequestItems = 5;

const topics: readonly string[] = ["TYPE", "TAG", "REPLIES", "NEWSLETTER"] satisfies SubscriptionTopic[];
const rhythms: readonly string[] = ["AT_ONCE", "DAILY", "WEEKLY"] satisfies SubscriptionRhythm[];

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

/**
 * A token for `purpose` on `email`, valid for the purpose's lifetime from `now`; a confirmation
 * token names the `request` it confirms (without one it confirms nothing).
 */
export function signSubscriptionToken(
  purpose: SubscriptionTokenPurpose,
  email: string,
  now = Date.now(),
  request?: SubscriptionRequest,
): string {
  const parts: unknown[] = [purpose, email.toLowerCase(), now + lifetimeMs[purpose]];
  if (purpose === "confirm" && request)
    parts.push(
      request.locale,
      request.items.map((item) => [item.topic, item.topicKey, item.rhythm]),
    );
  const payload = Buffer.from(JSON.stringify(parts)).toString("base64url");
  return `${payload}.${signatureOf(payload)}`;
}

export type TokenCheck =
  | { state: "valid"; email: string; request?: SubscriptionRequest }
  | { state: "expired"; email: string }
  | { state: "invalid" };

/** The request a confirmation token's parts name, if they name one that can be. */
function requestOf([locale, items]: unknown[]): SubscriptionRequest | null {
  const language = routing.locales.find((l) => l === locale);
  if (!language || !Array.isArray(items) || items.length < 1 || items.length > maxRequestItems) return null;
  const parsed: RequestItem[] = [];
  for (const item of items as unknown[]) {
    if (!Array.isArray(item) || item.length !== 3) return null;
    const [topic, topicKey, rhythm] = item as unknown[];
    if (typeof topic !== "string" || !topics.includes(topic)) return null;
    if (typeof topicKey !== "string" || topicKey.length > 100) return null;
    if (typeof rhythm !== "string" || !rhythms.includes(rhythm)) return null;
    parsed.push({ topic: topic as SubscriptionTopic, topicKey, rhythm: rhythm as SubscriptionRhythm });
  }
  return { locale: language, items: parsed };
}

/**
 * What a token is worth for `purpose`: valid (with its address, and for a confirmation its
 * request), expired, or invalid (tampered, other purpose, a confirmation naming no request).
 */
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
  if (!Array.isArray(parsed) || parsed.length !== (purpose === "confirm" ? 5 : 3)) return { state: "invalid" };
  const [kind, email, expiresAt, ...rest] = parsed as unknown[];
  if (kind !== purpose || typeof email !== "string" || typeof expiresAt !== "number") return { state: "invalid" };
  const request = purpose === "confirm" ? requestOf(rest) : null;
  if (purpose === "confirm" && !request) return { state: "invalid" };
  if (expiresAt <= now) return { state: "expired", email };
  return request ? { state: "valid", email, request } : { state: "valid", email };
}
