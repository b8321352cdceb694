import "server-only";
import { db } from "@/lib/db";

// Expiring cached pages by tag, written where lib/cache/handler.mjs keeps tags ("NextCacheTag") and
// announced on its channel, which every app process listens to: the effect of revalidateTag with
// `expire: 0` (or of revalidatePath, whose tag is `_N_T_` + the app's route), but callable anywhere:
// from a background job (the scheduled publication), where Next's own functions have no request to
// attach to, and from a server action without Next rendering the whole page again into the action's
// answer, which it does after revalidatePath or revalidateTag there and which costs a full render per
// write under load (the forms that use these actions refresh what they show themselves).

const CHANNEL = "next_cache_tags";

/** The tag revalidatePath gives the page at the app's route `route` ("/en/news/…"). */
export const pathTag = (route: string) => `_N_T_${route}`;

/** Expires `tags` now in every process (the next request renders them again). */
export async function expireTags(tags: string[]): Promise<void> {
  const now = Date.now();
  const rows = tags.map((tag) => [tag, null, now] as const);
  await db.$executeRaw`
    WITH saved AS (
      INSERT INTO "NextCacheTag" (tag, stale, expired, "updatedAt")
      SELECT tag, NULL, ${now}::bigint, now() FROM unnest(${tags}::text[]) AS tag
      ON CONFLICT (tag) DO UPDATE SET expired = GREATEST("NextCacheTag".expired, EXCLUDED.expired), "updatedAt" = now()
    )
    SELECT pg_notify(${CHANNEL}, ${JSON.stringify(rows)})`;
}
