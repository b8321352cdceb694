import { typeForSegment } from "@/config/content-types";
import { isMembersOnly } from "@/lib/auth/members-only";

// A category's listing, /{type}/{category}?page=N, is the same for every visitor, but a page that
// reads its query renders per request. So proxy.ts rewrites it to an internal route with the page
// number in the path, /{type}/{category}/_page/{N}, which Next renders once and serves from its
// cache. "_" cannot start an article slug (lib/content/params.ts), so the internal route takes no
// article's address; the folder is named %5Fpage because Next keeps "_" folders private.
// Members-only categories (the directory's) stay on the per-request route, which checks the session.
export const categoryPageSegment = "_page";

/** Same reading as pageParam (components/ui/pagination.tsx): an integer 1..10,000, else page 1. */
function pageNumber(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/**
 * The internal route that serves `path` (without locale prefix, `search` its query), or undefined
 * when it is not a public category listing. The internal addresses themselves are not public: asked
 * for from outside, they go to page 0, which does not exist (the localized 404, as before).
 */
export function categoryPageRoute(path: string, search = new URLSearchParams()): string | undefined {
  const segments = path.split("/").filter(Boolean);
  const [type = "", category = ""] = segments;
  if (segments[2] === categoryPageSegment) return `/${type}/${category}/${categoryPageSegment}/0`;
  if (segments.length !== 2 || !typeForSegment(type) || isMembersOnly(path, search)) return undefined;
  return `/${type}/${category}/${categoryPageSegment}/${pageNumber(search.get("page"))}`;
}
