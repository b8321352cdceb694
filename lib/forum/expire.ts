import "server-only";
import { expireTags, pathTag } from "@/lib/cache/expire";

// Visitors read the forum from the cache (lib/forum/cached-route.ts): its list, each category and
// each thread, in every language. A post, a comment, a deletion or a moderation decision changes the
// thread and the lists (which show comment counts), so each expires every cached forum page at once,
// in every app process: the tag Next gives every page under the forum's folder (what
// revalidatePath(folder, "layout") expires). One tag rather than one per thread: the lists change with
// any write anyway, and a thread renders again only when a visitor next asks for it. A translation
// changes nothing on the cached pages (the reader fetches it with the Translate button).
export const forumTag = pathTag("/[locale]/(community)/forum/layout");

export async function expireForumPages(): Promise<void> {
  await expireTags([forumTag]);
}
