import "server-only";
import { expireTags } from "@/lib/cache/expire";
import { itemPageTags } from "@/lib/cache-tags";
import { findItemAddress } from "./address";

/**
 * Expires the cached pages of one article in every language, in every app process (e.g. after a
 * review changes its list and average). By tag (lib/cache/expire.ts) rather than revalidatePath: in
 * a server action revalidatePath makes Next render the page again into the action's answer, which
 * the review form does not read (it refreshes the page itself).
 */
export async function revalidateArticle(articleId: string): Promise<void> {
  const article = await findItemAddress(articleId);
  if (!article) return;
  await expireTags(itemPageTags(article));
}
