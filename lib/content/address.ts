import "server-only";
import { db } from "@/lib/db";
import type { ItemAddress } from "@/lib/cache-tags";

/** Where an item lives (its type, category and slug), or null for an unknown id. */
export async function findItemAddress(id: string): Promise<ItemAddress | null> {
  const item = await db.article.findUnique({
    where: { id },
    select: { type: true, slug: true, category: { select: { slug: true } } },
  });
  return item && { type: item.type, category: item.category.slug, slug: item.slug };
}
