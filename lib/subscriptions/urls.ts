import { siteOrigin } from "@/lib/env";
import { getPathname } from "@/lib/i18n/href";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The absolute URL of a page in `locale`, built by the same path builder as every link of the site
 * (lib/i18n/href.ts, which needs nothing of Next: mails are also built by `npm run worker`).
 */
export function pageUrl(locale: Locale, path: string): string {
  return `${siteOrigin()}${getPathname({ href: path, locale })}`;
}
