// Feed content is hostile until cleaned (docs/aggregation.md, "Cleaning"): markup becomes plain text,
// control and direction-override characters go, lengths are capped, only http(s) links are kept,
// dates are checked. An entry with no usable title or link is skipped and counted by the caller.
import { Parser } from "htmlparser2";

export const MAX_TITLE = 300;
export const MAX_SUMMARY = 1000;
export const MAX_AUTHOR = 200;
export const MAX_LINK = 2048;
export const MAX_GUID = 1000;

// C0/C1 controls (tab and newlines become spaces below), zero-width and bidirectional overrides.
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** Plain text of `html`: tags dropped (scripts and styles with their content), entities decoded once. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const out: string[] = [];
  let skip = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (name === "script" || name === "style" || name === "noscript") skip++;
      },
      onclosetag(name) {
        if ((name === "script" || name === "style" || name === "noscript") && skip > 0) skip--;
        // A block's end separates words ("</p><p>").
        if (/^(p|div|br|li|h[1-6]|tr|td|blockquote)$/.test(name)) out.push(" ");
      },
      ontext(text) {
        if (!skip) out.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out.join("");
}

/** Cut at `max` characters on a word boundary when there is one nearby, with an ellipsis. */
export function cap(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Markup, controls and runs of white space out; capped. */
export function cleanText(value: string | undefined, max: number): string {
  if (!value) return "";
  const text = htmlToText(value.slice(0, max * 20))
    .replace(controls, "")
    .replace(/\s+/g, " ")
    .trim();
  return cap(text, max);
}

/** An absolute http(s) link, or null (javascript:, data:, relative without a base, too long...). */
export function cleanLink(value: string | undefined, base?: string): string | null {
  if (!value) return null;
  const trimmed = value.replace(controls, "").trim();
  if (!trimmed || trimmed.length > MAX_LINK) return null;
  let url: URL;
  try {
    url = base ? new URL(trimmed, base) : new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  return url.href;
}

// Parameters that only say where a click came from.
const tracking =
  /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|yclid|_hsenc|_hsmi|mkt_tok|oly_anon_id|oly_enc_id|vero_id|wt_mc|s_cid|ref_src)$/i;

/**
 * The link to compare entries by: host lower-cased (URL does it), default port, fragment and
 * tracking parameters removed, the rest of the query kept in order.
 */
export function canonicalLink(link: string): string {
  const url = new URL(link);
  url.hash = "";
  for (const key of Array.from(url.searchParams.keys())) if (tracking.test(key)) url.searchParams.delete(key);
  if (url.search === "?") url.search = "";
  return url.href;
}

/**
 * A date from the feed: null when missing or unreadable; a date in the future (beyond a few
 * minutes of clock skew) becomes `now`, so a feed cannot pin an entry to the top of a list.
 */
export function cleanDate(value: string | undefined, now = new Date()): Date | null {
  if (!value) return null;
  const time = Date.parse(value.trim());
  if (!Number.isFinite(time)) return null;
  if (time < Date.UTC(1990, 0, 1)) return null;
  if (time > now.getTime() + 5 * 60_000) return now;
  return new Date(time);
}

/** An 11-character YouTube video id, or null. */
export function cleanVideoId(value: string | undefined): string | null {
  return value && /^[\w-]{11}$/.test(value.trim()) ? value.trim() : null;
}
