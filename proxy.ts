import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { isMembersOnly } from "@/lib/auth/members-only";
import { routing } from "@/lib/i18n/routing";
import { isDatabaseDown } from "@/lib/health/state";
import { unavailable } from "@/lib/health/unavailable";

// Next 16's name for middleware.ts. First a cheap guard: members-only pages send visitors without
// a session cookie to the need-login gate (the pages check the session itself too). Then
// next-intl picks the language (prefix, NEXT_LOCALE cookie, then Accept-Language) and rewrites or
// redirects to the localized route.
const intl = createMiddleware(routing);
const sessionCookies = ["next-auth.session-token", "__Secure-next-auth.session-token"];

export default function proxy(request: NextRequest) {
  // While PostgreSQL is unreachable: a localized 503 page, or 503 JSON for /api (lib/health).
  if (isDatabaseDown()) return unavailable(request);
  if (request.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  const { pathname, search, searchParams } = request.nextUrl;
  const prefix = routing.locales.find((l) => l !== routing.defaultLocale && (pathname === `/${l}` || pathname.startsWith(`/${l}/`)));
  const path = prefix ? pathname.slice(prefix.length + 1) || "/" : pathname;
  if (isMembersOnly(path, searchParams) && !sessionCookies.some((name) => request.cookies.has(name))) {
    const gate = new URL(`${prefix ? `/${prefix}` : ""}/auth/need-login`, request.url);
    gate.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(gate);
  }
  return intl(request);
}

export const config = {
  // Everything except Next internals and files with an extension (sitemap.xml, icons); API routes
  // (but the static health check) only for the 503 while the database is down.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)", "/api/((?!health).*)"],
};
