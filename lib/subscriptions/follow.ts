import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * A member's subscriptions follow their account: when their address changes from `from` to `to`,
 * every subscription of theirs (by member, or of the address they gave up) moves to the new
 * address, so that nothing more goes to the old one and its next owner can subscribe it. The new
 * address's own subscriptions become the member's too (they proved it). Where both have the same
 * topic one is kept: a confirmed one over a pending one, else the member's.
 */
export async function moveSubscriptions(
  tx: Prisma.TransactionClient,
  userId: string,
  from: string,
  to: string,
): Promise<void> {
  const select = { id: true, topic: true, topicKey: true, confirmedAt: true, createdAt: true } as const;
  const there = await tx.subscription.findMany({ where: { email: to }, select });
  const moving = await tx.subscription.findMany({
    where: { OR: [{ userId }, { email: from }], NOT: { email: to } },
    select,
  });
  // One row per topic: confirmed first, then the member's own, then the oldest.
  const rank = (row: (typeof there)[number], own: boolean) =>
    [row.confirmedAt ? 0 : 1, own ? 0 : 1, row.createdAt.getTime()] as const;
  const groups = new Map<string, Array<{ id: string; rank: readonly number[] }>>();
  for (const [rows, own] of [
    [moving, true],
    [there, false],
  ] as const)
    for (const row of rows) {
      const key = `${row.topic}:${row.topicKey}`;
      groups.set(key, [...(groups.get(key) ?? []), { id: row.id, rank: rank(row, own) }]);
    }
  const keep: string[] = [];
  const gone: string[] = [];
  for (const rows of groups.values()) {
    rows.sort((a, b) => a.rank[0]! - b.rank[0]! || a.rank[1]! - b.rank[1]! || a.rank[2]! - b.rank[2]!);
    keep.push(rows[0]!.id);
    gone.push(...rows.slice(1).map((row) => row.id));
  }
  if (gone.length) await tx.subscription.deleteMany({ where: { id: { in: gone } } });
  if (keep.length) await tx.subscription.updateMany({ where: { id: { in: keep } }, data: { email: to, userId } });
}
