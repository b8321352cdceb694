import { createHash, randomBytes } from "node:crypto";
import { publicEnv } from "@/lib/public-env";
import { categoryPageRoute } from "@/lib/content/category-pages";
import { siteOrigin } from "@/lib/env";
import { isCachedRoute } from "@/lib/page-kinds";
import { themeScript } from "./theme-script";

// The Content-Security-Policy of every page, set by proxy.ts (docs/adr/0028-two-content-security-policies.md).
//
// Pages rendered per request get a fresh nonce: Next puts it on each of its own scripts, and
// 'strict-dynamic' lets those load the rest (chunks, Sentry, PostHog); nothing else runs, no
// 'unsafe-inline'. These are the pages that show what members write or what is private (forum,
// chat, account, moderation, members' searches...). Pages served from the cache (home, lists,
// articles, legal, covidnet, mobile, the two forms, and visitors' searches and forum through their
// internal routes, lib/search/cached-route.ts and lib/forum/cached-route.ts, which proxy.ts adds;
// lib/page-kinds.ts lists them) are the same
// bytes for everyone, so they cannot carry a per-request nonce, and Next's inline bootstrap scripts
// differ with every regeneration, so they cannot be named by hash either: their script-src is
// 'self' plus 'unsafe-inline'. The trade-off keeps the cache (a visitor's page served from memory,
// not rendered again) and is listed in docs/security.md.

/**
 * Whether `path` (without its locale prefix) is a page Next serves from its cache: the routes the
 * build prerenders or regenerates (ISR), including their not-found answers, as the page-kinds table
 * (lib/page-kinds.ts) says, and a public category's listing, which proxy.ts rewrites to its cached
 * internal route. Everything else renders per request. Getting this wrong one way breaks a page (a
 * cached page under a nonce policy cannot run its scripts), the other way weakens it, so
 * e2e/security/headers.spec.ts loads every kind of page, found or not, and fails on any violation.
 */
export function isCachedPage(path: string): boolean {
  return categoryPageRoute(path) !== undefined || isCachedRoute(path);
}

export const newNonce = () => randomBytes(16).toString("base64");

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const themeHash = hash(themeScript);

function origin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Where analytics and error reports go, from the build's public variables. */
function reportingOrigins(): { scripts: string[]; connect: string[] } {
  const posthog = publicEnv.posthogKey
    ? [origin(publicEnv.posthogHost) ?? "https://eu.i.posthog.com", "https://*.posthog.com"]
    : [];
  const sentry = origin(publicEnv.sentryDsn);
  return { scripts: posthog, connect: [...posthog, ...(sentry ? [sentry] : [])] };
}

type Options = { nonce?: string; development?: boolean };

/** The policy for one page: with `nonce`, the strict per-request one; without, the cached pages' one. */
export function pagePolicy({ nonce, development = false }: Options): string {
  const reporting = reportingOrigins();
  const scripts = nonce
    ? [`'nonce-${nonce}'`, "'strict-dynamic'", themeHash, "'self'"]
    : ["'self'", "'unsafe-inline'", ...reporting.scripts];
  if (development) scripts.push("'unsafe-eval'");
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", scripts],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", "https://api.dicebear.com"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...reporting.connect, ...(development ? ["ws:"] : [])]],
    ["frame-src", ["https://www.youtube-nocookie.com"]],
    ["media-src", ["'self'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(" ")}`);
  if (siteOrigin().startsWith("https:")) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
