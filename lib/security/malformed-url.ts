import { NextResponse, type NextRequest } from "next/server";
import { publicPath, splitLocale } from "@/lib/i18n/paths";
import { regions, type Locale } from "@/lib/i18n/routing";
import en from "@/messages/en/site.json";
import es from "@/messages/es/site.json";
import fr from "@/messages/fr/site.json";
import pt from "@/messages/pt/site.json";

const notFoundTexts: Record<Locale, (typeof en)["NotFoundPage"]> = {
  en: en.NotFoundPage,
  es: es.NotFoundPage,
  fr: fr.NotFoundPage,
  pt: pt.NotFoundPage,
};
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  for (const [key, value] of url.searchParams)
    if (`${key}${value}`.includes("\u0000") || decodes(value)?.includes("\u0000")) return true;
  return false;
}

/** The answer to a malformed address: 400 JSON for the API, else the localized 404 page. */
export function malformedUrl(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) return NextResponse.json({ error: "Malformed address" }, { status: 400 });
  const { locale } = splitLocale(pathname);
  // Answered here, not by rewriting to the app's 404 page: Next would still try to decode the
  // original address's route parameters and answer 500.
  const t = notFoundTexts[locale];
  const home = publicPath(locale, "/");
  const html = `<!doctype html>
<html lang="${regions[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(t.title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fff;color:#0f172a}main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem;text-align:center}h1{font-size:1.875rem}p{line-height:1.6}a{color:#0f766e;font-weight:600}@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}a{color:#5eead4}}</style></head>
<body><main><p>404</p><h1>${escape(t.title)}</h1><p>${escape(t.description)}</p><p><a href="${home}">${escape(t.backHome)}</a></p></main></body></html>
`;
  return new NextResponse(html, {
    status: 404,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Language": locale,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
