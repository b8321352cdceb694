import "server-only";
import { expireTags } from "@/lib/cache/expire";
import { contentTag, itemTags, type ItemAddress } from "@/lib/cache-tags";
import { findItemAddress } from "@/lib/content/address";

// What readers see changes at once (an editor checks the page right after publishing): publishing,
// unpublishing or editing an item expires the pages that show it, in every app process
// (lib/cache/expire.ts). Which tags those are is lib/cache-tags.ts's to say: lists, the home page's
// latest items, tag pages, search, feeds and the sitemap read their items under the content tag; an
// item's own page is tagged by its path.

/** Expires every page that shows the item `articleId` (and, when it moved, its former address). */
export async function expireItem(articleId: string, former?: ItemAddress): Promise<void> {
  const item = await findItemAddress(articleId);
  const tags = new Set<string>([contentTag]);
  if (item) for (const tag of itemTags(item)) tags.add(tag);
  if (former) for (const tag of itemTags(former)) tags.add(tag);
  await expireTags([...tags]);
}
