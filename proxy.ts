import createMiddleware from "next-intl/middleware";
import { routing } from "@/lib/i18n/routing";

// Next 16's name for middleware.ts: picks the language (prefix, NEXT_LOCALE cookie, then
// Accept-Language) and rewrites or redirects to the localized route.
export default createMiddleware(routing);

export const config = {
  // Everything except API routes, Next internals and files with an extension (sitemap.xml, icons).
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
