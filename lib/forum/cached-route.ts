import { categoryPageSegment } from "@/lib/content/category-pages";
import { categoryFromSlug, categorySlug } from "./categories";

// The forum's list (/forum?category=...&page=N) and its threads (/forum/posts/{id}?page=N) are the
// same page for every visitor, but a page that reads its query or the session renders per request.
// So proxy.ts rewrites a visitor's request (no session cookie) to an internal route with the
// category and page in the path, /forum/_page/{category|all}/{N} and /forum/posts/{id}/_page/{N},
// which Next renders once and serves from its cache until a forum write expires it
// (lib/forum/expire.ts). Members keep the per-request pages: what they see depends on who they are
// (their own hidden posts, the report and comment forms). As with lib/content/category-pages.ts,
// the internal addresses are not public: asked for from outside, they are a page that does not exist.
export const forumPageSegment = categoryPageSegment;
/** Same reading as pageParam (components/ui/pagination.tsx): an integer 1..10,000, else page 1. */
function pageNumber(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** The list's key for "every category". */
export const allCategories = "all";
const missing = `/forum/${forumPageSegment}/${allCategories}/0`;

/**
 * The internal route that serves `path` + `search` (without the locale) from the cache: a visitor's
 * forum list or thread, or the page that does not exist for an internal address asked for from
 * outside (member or not); else undefined (a member's page, any other forum page).
 */
export function forumPageRoute(path: string, search: URLSearchParams, member: boolean): string | undefined {
  const segments = path.split("/").filter(Boolean);
  if (segments[0] !== "forum") return undefined;
  if (segments.includes(forumPageSegment)) return missing;
  if (member) return undefined;
  const page = pageNumber(search.get("page"));
  if (segments.length === 1) {
    const category = categoryFromSlug(search.get("category") ?? undefined);
    return `/forum/${forumPageSegment}/${category ? categorySlug(category) : allCategories}/${page}`;
  }
  if (segments.length === 3 && segments[1] === "posts")
    return `/forum/posts/${segments[2]}/${forumPageSegment}/${page}`;
  return undefined;
}

/** The page number of an internal route's segment: 1..10,000 as the proxy writes it, else undefined. */
export const internalPageNumber = (raw: string) =>
  /^[1-9][0-9]{0,4}$/.test(raw) && Number(raw) <= 10_000 ? Number(raw) : undefined;
