// The answer while the database is down (lib/health/state.ts): for pages a small self-contained
// HTML page in the request's language (it needs neither the database nor the app's layout), for
// /api/* a JSON error; both 503 with Retry-After and never cached. Served by proxy.ts.
import type { NextRequest } from "next/server";
import en from "@/messages/en/site.json";
import es from "@/messages/es/site.json";
import fr from "@/messages/fr/site.json";
import pt from "@/messages/pt/site.json";
import { regions, routing, type Locale } from "@/lib/i18n/routing";

export const retryAfterSeconds = 5;
const texts: Record<Locale, (typeof en)["Unavailable"]> = {
  en: en.Unavailable,
  es: es.Unavailable,
  fr: fr.Unavailable,
  pt: pt.Unavailable,
};
const isLocale = (value: string | undefined): value is Locale => routing.locales.includes(value as Locale);
// Answered before next.config.ts's headers apply, so the page brings its own (inline style only).
const headers = {
  "Retry-After": String(retryAfterSeconds),
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/** The request's language, as next-intl would pick it: path prefix, NEXT_LOCALE cookie, Accept-Language. */
export function requestLocale(request: NextRequest): Locale {
  const prefix = request.nextUrl.pathname.split("/")[1];
  if (isLocale(prefix)) return prefix;
  const cookie = request.cookies.get("NEXT_LOCALE")?.value;
  if (isLocale(cookie)) return cookie;
  for (const part of (request.headers.get("accept-language") ?? "").split(",")) {
    const language = part.split(";")[0]?.trim().toLowerCase().split("-")[0];
    if (isLocale(language)) return language;
  }
  return routing.defaultLocale;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function unavailablePage(request: NextRequest): Response {
  const locale = requestLocale(request);
  const t = texts[locale];
  const here = escape(request.nextUrl.pathname + request.nextUrl.search);
  const html = `<!doctype html>
<html lang="${regions[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta http-equiv="refresh" content="${retryAfterSeconds * 2}">
<title>${escape(t.title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fff;color:#0f172a}main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem;text-align:center}
p.code{color:#b91c1c;font-weight:600;font-size:.875rem}h1{font-size:1.875rem;margin:.5rem 0}p{line-height:1.6}a{display:inline-block;margin-top:1.5rem;padding:.5rem 1rem;border-radius:9999px;background:#0f766e;color:#fff;font-weight:600;text-decoration:none}
@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}p.code{color:#f87171}}</style></head>
<body><main><p class="code">503</p><h1>${escape(t.heading)}</h1><p>${escape(t.description)}</p><p>${escape(t.retryLater)}</p><a href="${here}">${escape(t.retry)}</a></main></body></html>
`;
  return new Response(html, {
    status: 503,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8", "Content-Language": locale },
  });
}

export function unavailableJson(): Response {
  return Response.json(
    { error: "The service is temporarily unavailable. Please try again in a few seconds." },
    { status: 503, headers },
  );
}

/** The 503 for any request: JSON for /api/*, the localized page otherwise. */
export function unavailable(request: NextRequest): Response {
  return request.nextUrl.pathname.startsWith("/api/") ? unavailableJson() : unavailablePage(request);
}
