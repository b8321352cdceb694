import "server-only";
import { typeSegments } from "@/config/content-types";
import { expireTags, pathTag } from "@/lib/cache/expire";
import { db } from "@/lib/db";
import type { ContentType } from "@/lib/generated/prisma/enums";
import { internalPath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";

// What readers see changes at once (issue 19): publishing, unpublishing or editing an item expires
// the pages that show it, in every app process (lib/cache/expire.ts). Lists, the home page's latest
// items (lib/content/latest.ts), tag pages, search, feeds and the sitemap read their items through
// unstable_cache with the `content` tag (and the pages that render them carry it); an item's own
// page is tagged by its path.

/**
 * The cache tags of the pages that show an item, in every language: its own page, the home page,
 * its type's list and covidnet (pages Next caches without the `content` tag), and `content` (the data
 * of category pages, the latest items, tags, search, feeds, the sitemap).
 */
export function itemTags(item: { type: ContentType; category: string; slug: string }): string[] {
  const segment = `/${typeSegments[item.type]}`;
  const paths = ["/", segment, "/covidnet", `${segment}/${item.category}/${item.slug}`];
  return ["content", ...routing.locales.flatMap((locale) => paths.map((path) => pathTag(internalPath(locale, path))))];
}

/** Expires every page that shows the item `articleId` (and, when it moved, its former address). */
export async function expireItem(
  articleId: string,
  former?: { type: ContentType; category: string; slug: string },
): Promise<void> {
  const item = await db.article.findUnique({
    where: { id: articleId },
    select: { type: true, slug: true, category: { select: { slug: true } } },
  });
  const tags = new Set<string>(["content"]);
  if (item)
    for (const tag of itemTags({ type: item.type, category: item.category.slug, slug: item.slug })) tags.add(tag);
  if (former) for (const tag of itemTags(former)) tags.add(tag);
  await expireTags([...tags]);
}
