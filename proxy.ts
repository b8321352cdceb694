import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { isMembersOnly } from "@/lib/auth/members-only";
import { routing } from "@/lib/i18n/routing";

// Next 16's name for middleware.ts. First a cheap guard: members-only pages send visitors without
// a session cookie to the need-login gate (the pages check the session itself too). Then
// next-intl picks the language (prefix, NEXT_LOCALE cookie, then Accept-Language) and rewrites or
// redirects to the localized route.
const intl = createMiddleware(routing);
const sessionCookies = ["next-auth.session-token", "__Secure-next-auth.session-token"];

export default function proxy(request: NextRequest) {
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
  // Everything except API routes, Next internals and files with an extension (sitemap.xml, icons).
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
