import { NextResponse, type NextRequest } from "next/server";
import { routing } from "@/lib/i18n/routing";

// Addresses that name nothing but would answer 500 (found by e2e/security/injection.spec.ts):
// - percent-encoding that does not decode ("/news/%c0%af", "/%%", "/%25%25": Next decodes route
//   parameters twice and answers 500 when that fails, vercel/next.js#94278);
// - U+0000 anywhere in the path or query ("/forum/posts/a%00b", "?q=%00"), which PostgreSQL text
//   cannot hold, so the page's lookup fails instead of finding nothing.
const decodes = (text: string) => {
  try {
    return decodeURIComponent(decodeURIComponent(text));
  } catch {
    return null;
  }
};

export function isMalformedUrl(url: URL): boolean {
  const path = decodes(url.pathname);
  if (path === null || path.includes("\u0000")) return true;
  for (const [key, value] of url.searchParams) if (`${key}${value}`.includes("\u0000") || decodes(value)?.includes("\u0000")) return true;
  return false;
}

/** The answer to a malformed address: 400 JSON for the API, else the localized 404 page. */
export function malformedUrl(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) return NextResponse.json({ error: "Malformed address" }, { status: 400 });
  const locale = routing.locales.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`)) ?? routing.defaultLocale;
  // Any path no route claims renders the 404 page of that language (app/[locale]/(site)/[...rest]).
  return NextResponse.rewrite(new URL(`/${locale}/not-found`, request.url));
}
