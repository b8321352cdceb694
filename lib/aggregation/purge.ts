import "server-only";
import { db } from "@/lib/db";

/** Rejected, duplicate and filtered entries are kept this long for the editors, then deleted. */
export const ENTRY_RETENTION_DAYS = 90;

/**
 * Deletes entries nobody will make an item of (rejected, duplicate, filtered) once they are older
 * than the retention; entries waiting for an editor and accepted ones stay. Their guid and link go
 * with them, so a feed that still lists such an entry brings it back as new: publishers' feeds
 * rarely keep entries for three months.
 */
export async function purgeDecidedEntries(now = new Date(), days = ENTRY_RETENTION_DAYS): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const { count } = await db.feedEntry.deleteMany({
    where: {
      state: { in: ["REJECTED", "DUPLICATE", "FILTERED"] },
      OR: [{ decidedAt: { lt: before } }, { decidedAt: null, firstSeenAt: { lt: before } }],
    },
  });
  return count;
}
