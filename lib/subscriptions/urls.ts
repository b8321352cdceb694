import { siteOrigin } from "@/lib/env";
import { routing, type Locale } from "@/lib/i18n/routing";

/**
 * The absolute URL of a page in `locale` (English unprefixed, "as-needed" like lib/i18n/routing).
 * Not next-intl's getPathname: mails are also built by `npm run worker`, outside Next.
 */
export function pageUrl(locale: Locale, path: string): string {
  const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
  return `${siteOrigin()}${prefix}${path === "/" && prefix ? "" : path}`;
}
