import "server-only";
import { typeSegments } from "@/config/content-types";
import { expireTags, pathTag } from "@/lib/cache/expire";
import { db } from "@/lib/db";
import { internalPath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";

/**
 * Expires the cached pages of one article in every language, in every app process (e.g. after a
 * review changes its list and average). By tag (lib/cache/expire.ts) rather than revalidatePath: in
 * a server action revalidatePath makes Next render the page again into the action's answer, which
 * the review form does not read (it refreshes the page itself).
 */
export async function revalidateArticle(articleId: string): Promise<void> {
  const article = await db.article.findUnique({
    where: { id: articleId },
    select: { type: true, slug: true, category: { select: { slug: true } } },
  });
  if (!article) return;
  const path = `/${typeSegments[article.type]}/${article.category.slug}/${article.slug}`;
  await expireTags(routing.locales.map((locale) => pathTag(internalPath(locale, path))));
}
