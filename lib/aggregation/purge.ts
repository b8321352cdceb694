import "server-only";
import { db } from "@/lib/db";

/** Rejected, duplicate and filtered entries are deleted this many days after they arrived. */
export const PURGE_AFTER_DAYS = 90;

/**
 * Deletes REJECTED, DUPLICATE and FILTERED entries first seen more than `days` ago whose publisher's date is
 * as old (or unknown): an entry a feed still lists would come back as NEW once deleted, and feeds
 * seldom list entries that old. Returns how many went.
 */
export async function purgeOldEntries(days = PURGE_AFTER_DAYS, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 3600_000);
  const { count } = await db.feedEntry.deleteMany({
    where: {
      state: { in: ["REJECTED", "DUPLICATE", "FILTERED"] },
      firstSeenAt: { lt: cutoff },
      OR: [{ publishedAt: null }, { publishedAt: { lt: cutoff } }],
    },
  });
  return count;
}
