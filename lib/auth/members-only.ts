// Which paths need a signed-in member (spec section 6): chat, the user's pages, the admin pages, the
// newsroom (/editor), and any list whose type is the directory (its list pages and search
// filtered to it). Article pages stay public.
// Shared by proxy.ts and the pages' own checks; `path` has no locale prefix.
export function isMembersOnly(path: string, search: URLSearchParams): boolean {
  if (path === "/chat" || path.startsWith("/chat/") || path.startsWith("/user/") || path.startsWith("/admin/"))
    return true;
  if (path === "/editor" || path.startsWith("/editor/")) return true;
  const segments = path.split("/").filter(Boolean);
  if (segments[0] === "directory" && segments.length <= 2) return true;
  if (segments[0] === "search" && search.getAll("type").some((t) => t.toLowerCase().includes("directory"))) return true;
  return false;
}
