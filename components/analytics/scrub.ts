import type { CaptureResult } from "posthog-js";

// What PostHog must never receive (docs/adr/0020-privacy-preserving-analytics.md): the secret part of a
// link. Sign-in, confirm and reset links carry `token=` (and next-auth's callback `email=`); later
// unsubscribe links carry their token in the path. Every string of every event ($current_url,
// $pathname, $referrer, $initial_*, autocapture's $elements_chain and href, replay snapshots' URLs)
// goes through scrubText before capture, as posthog-js's before_send.

const REDACTED = "redacted";
// A secret parameter, plain or percent-encoded inside another parameter (a callbackUrl), and its value.
const SECRET_PARAMETER =
  /((?:[?&#;]|%3F|%26|%23)(?:token|email|code|secret|password)(?:=|%3D))(?:(?!&|#|%26|%23)[^\s"'<>])*/gi;
// A secret in the path: /unsubscribe/<token>, /auth/<kind>/<token> (kept for future links).
const SECRET_SEGMENT = /(\/(?:unsubscribe|confirm|verify|reset-password|update-password)\/)[^/?#\s"'<>]{8,}/gi;
const QUICK = /token|email|code|secret|password|unsubscribe|confirm|verify|reset-password|update-password/i;

// The secret values seen in this page's addresses, redacted wherever else they appear (a replay
// records a hidden <input name="token"> too, whose value is no URL).
const seenSecrets = new Set<string>();
/** The query parameters whose values are secrets (also masked by posthog-js's own option). */
export const SECRET_PARAMETERS = ["token", "email", "code", "secret", "password"] as const;
const SECRET_NAMES = new Set<string>(SECRET_PARAMETERS);

/** Learns the secret parameter values of `href` (the page's address), so they are redacted anywhere. */
export function learnSecrets(href: string | undefined): void {
  if (!href) return;
  try {
    const url = new URL(href, "http://localhost");
    for (const [name, value] of url.searchParams)
      if (SECRET_NAMES.has(name) && value.length >= 8) seenSecrets.add(value);
    const segment = SECRET_SEGMENT.exec(url.pathname);
    SECRET_SEGMENT.lastIndex = 0;
    if (segment) seenSecrets.add(url.pathname.slice(segment.index + segment[1]!.length).split("/")[0]!);
  } catch {
    /* not a URL */
  }
}

/** The text with every secret parameter value, path token and known secret replaced by "redacted". */
export function scrubText(text: string): string {
  let out = text;
  for (const secret of seenSecrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  if (!QUICK.test(out)) return out;
  return out.replace(SECRET_PARAMETER, `$1${REDACTED}`).replace(SECRET_SEGMENT, `$1${REDACTED}`);
}

/** Every string in `value`, however deep (replay snapshots are DOM trees), scrubbed in place. */
function scrubDeep(value: unknown): unknown {
  if (typeof value === "string") return scrubText(value);
  if (!value || typeof value !== "object") return value;
  const stack: object[] = [value];
  const seen = new Set<object>();
  while (stack.length) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (typeof item === "string") record[key] = scrubText(item);
      else if (item && typeof item === "object") stack.push(item);
    }
  }
  return value;
}

/** posthog-js's before_send: the event with every secret in it redacted (never dropped). */
export function scrubEvent(event: CaptureResult | null): CaptureResult | null {
  if (!event) return event;
  if (typeof window !== "undefined") learnSecrets(window.location.href);
  scrubDeep(event.properties);
  if (event.$set) scrubDeep(event.$set);
  if (event.$set_once) scrubDeep(event.$set_once);
  return event;
}
