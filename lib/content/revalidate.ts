import "server-only";
import { revalidatePath } from "next/cache";
import { typeSegments } from "@/config/content-types";
import { db } from "@/lib/db";
import { internalPath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";

/**
 * Regenerates the cached pages of one article in every language (e.g. after a review changes
 * its list and average). Paths are the app's own, with the locale segment (`/en/...` too).
 */
export async function revalidateArticle(articleId: string): Promise<void> {
  const article = await db.article.findUnique({
    where: { id: articleId },
    select: { type: true, slug: true, category: { select: { slug: true } } },
  });
  if (!article) return;
  for (const locale of routing.locales)
    revalidatePath(internalPath(locale, `/${typeSegments[article.type]}/${article.category.slug}/${article.slug}`));
}
