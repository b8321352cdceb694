// Every page of the site and how it is made, in one table: served from Next's cache (the same bytes
// for every visitor, regenerated in the background) or rendered per request; whether a member gets
// a variant of it rendered per request (app/[locale]/(site)/%5Fmember, which proxy.ts rewrites to
// when the request carries a session cookie); and whether it is an internal route that only
// proxy.ts's rewrites reach. The CSP choice (lib/security/csp.ts) reads it, and
// tests/unit/page-kinds.test.ts fails when a page's `export const dynamic` or its member variant
// disagrees with it, or when a page is missing from it. To make a new page cached: add it here as
// "cached" (with a member variant if a member's copy differs), give it `dynamic = "force-static"`,
// and, for a member variant, a page under %5Fmember.

/** How Next makes a page: "cached" is `dynamic = "force-static"` (with `revalidate` if it changes). */
export type Rendering = "cached" | "per-request";

export type PageKind = {
  rendering: Rendering;
  /** A member's request is rewritten to `/_member{route}`, rendered per request from the session. */
  memberVariant?: true;
  /** Reached only through a rewrite of proxy.ts, never at its own address. */
  internal?: true;
};

/**
 * Next's page routes under app/[locale], without the route groups and with a folder's URL name
 * ("%5Fpage" is the segment "_page"). The member variants are not listed: each is the route of an
 * entry with `memberVariant`, under /_member.
 */
export const pageKinds = {
  "/": { rendering: "cached", memberVariant: true },
  "/[type]": { rendering: "cached", memberVariant: true },
  // A public category's listing is rewritten to its /_page route (lib/content/category-pages.ts);
  // the members-only directory's categories stay here, where the session is checked.
  "/[type]/[category]": { rendering: "per-request" },
  "/[type]/[category]/_page/[page]": { rendering: "cached", memberVariant: true, internal: true },
  "/[type]/[category]/[slug]": { rendering: "cached", memberVariant: true },
  "/[...rest]": { rendering: "per-request" },
  "/contribute": { rendering: "cached", memberVariant: true },
  "/covidnet": { rendering: "cached", memberVariant: true },
  "/legal/[slug]": { rendering: "cached", memberVariant: true },
  "/mobile": { rendering: "cached", memberVariant: true },
  // What is kept on the device: the list is the service worker's, filled in by the browser.
  "/offline": { rendering: "cached", memberVariant: true },
  "/support": { rendering: "cached", memberVariant: true },
  // A visitor's search, rewritten by its key (lib/search/cached-route.ts); a member's renders per request.
  "/search/_q/[key]": { rendering: "cached", internal: true },
  "/search": { rendering: "per-request" },
  "/tag/[slug]": { rendering: "per-request" },
  "/directory": { rendering: "per-request" },
  "/chat": { rendering: "per-request" },
  // The forum renders per request for members; a visitor's list and threads are rewritten to their
  // cached internal routes (lib/forum/cached-route.ts).
  "/forum": { rendering: "per-request" },
  "/forum/_page/[category]/[page]": { rendering: "cached", internal: true },
  "/forum/posts/[id]/_page/[page]": { rendering: "cached", internal: true },
  "/forum/my-posts": { rendering: "per-request" },
  "/forum/new": { rendering: "per-request" },
  "/forum/posts/[id]": { rendering: "per-request" },
  "/forum/search": { rendering: "per-request" },
  "/moderation": { rendering: "per-request" },
  "/moderation/inbox": { rendering: "per-request" },
  "/editor": { rendering: "per-request" },
  "/editor/new": { rendering: "per-request" },
  "/editor/[id]": { rendering: "per-request" },
  "/editor/[id]/[lang]": { rendering: "per-request" },
  "/editor/inbox": { rendering: "per-request" },
  "/editor/sources": { rendering: "per-request" },
  "/editor/sources/new": { rendering: "per-request" },
  "/editor/sources/[id]": { rendering: "per-request" },
  "/admin/roles": { rendering: "per-request" },
  "/admin/system": { rendering: "per-request" },
  "/auth/confirm": { rendering: "per-request" },
  "/auth/magic-link": { rendering: "per-request" },
  "/auth/need-login": { rendering: "per-request" },
  "/auth/reset-password": { rendering: "per-request" },
  "/auth/sign-in": { rendering: "per-request" },
  "/auth/sign-up": { rendering: "per-request" },
  "/auth/update-password": { rendering: "per-request" },
  "/subscriptions": { rendering: "per-request" },
  "/subscriptions/confirm": { rendering: "per-request" },
  "/subscriptions/manage": { rendering: "per-request" },
  "/subscriptions/unsubscribe": { rendering: "per-request" },
  "/user/account": { rendering: "per-request" },
  "/user/bookmarks": { rendering: "per-request" },
  "/test-error": { rendering: "per-request" },
} as const satisfies Record<string, PageKind>;

export type PageRoute = keyof typeof pageKinds;

/** The prefix of a member variant's route: `/_member{route}`. */
export const memberVariantSegment = "_member";

// How specific a route's segment is, as Next ranks them: a static name, then [param], then [...rest].
const rank = (segment: string) => (segment.startsWith("[...") ? 0 : segment.startsWith("[") ? 1 : 2);

function matches(route: string[], path: string[]): boolean {
  if (route.at(-1)?.startsWith("[...")) return path.length >= route.length;
  return route.length === path.length && route.every((s, i) => rank(s) < 2 || s === path[i]);
}

const publicRoutes = (Object.keys(pageKinds) as PageRoute[])
  .filter((route) => !("internal" in pageKinds[route]))
  .map((route) => ({ route, segments: route.split("/").filter(Boolean) }));

/**
 * The page route Next gives a public `path` (without its locale prefix), as Next picks it: segment
 * by segment, a static name before a [param] before a [...rest]. Internal routes are never picked:
 * proxy.ts alone rewrites to them.
 */
export function pageRouteOf(path: string): PageRoute | undefined {
  const segments = path.split("/").filter(Boolean);
  let best: { route: PageRoute; segments: string[] } | undefined;
  for (const candidate of publicRoutes) {
    if (!matches(candidate.segments, segments)) continue;
    if (!best || moreSpecific(candidate.segments, best.segments)) best = candidate;
  }
  return best?.route;
}

function moreSpecific(a: string[], b: string[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = rank(a[i] ?? "[...]") - rank(b[i] ?? "[...]");
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/** Whether the page Next gives a public `path` is served from its cache (its own route's kind). */
export const isCachedRoute = (path: string): boolean => {
  const route = pageRouteOf(path);
  return route !== undefined && pageKinds[route].rendering === "cached";
};
