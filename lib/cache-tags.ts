// Every cache tag the site names, in one place: what a page or a cached read is tagged with and what
// a write expires must be the same string, or the write leaves a stale page behind that no test of
// either side alone would notice.
import { typeSegments } from "@/config/content-types";
import type { ContentType, Locale } from "@/lib/generated/prisma/enums";
import { internalPath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";

/**
 * The data of everything that lists items: category and tag pages, the latest items, search, the
 * feeds, the sitemap and the directory. Every publication expires it.
 */
export const contentTag = "content";

/** The tag revalidatePath gives the page at the app's route `route` ("/en/news/…"). */
export const pathTag = (route: string) => `_N_T_${route}`;

/** Where an item lives. */
export type ItemAddress = { type: ContentType; category: string; slug: string };

const itemPath = (item: ItemAddress) => `/${typeSegments[item.type]}/${item.category}/${item.slug}`;

/** An item's own page in `locale` (the visitors' page, and the data its member variant reads). */
export const itemPageTag = (item: ItemAddress, locale: Locale) => pathTag(internalPath(locale, itemPath(item)));

/** An item's own page, in every language. */
export const itemPageTags = (item: ItemAddress): string[] => routing.locales.map((locale) => itemPageTag(item, locale));

/**
 * Every page that shows an item, in every language: its own page, the home page, its type's list
 * and covidnet (pages Next caches without the content tag), and the content tag itself.
 */
export function itemTags(item: ItemAddress): string[] {
  const segment = `/${typeSegments[item.type]}`;
  const paths = ["/", segment, "/covidnet", itemPath(item)];
  return [contentTag, ...routing.locales.flatMap((locale) => paths.map((path) => pathTag(internalPath(locale, path))))];
}
