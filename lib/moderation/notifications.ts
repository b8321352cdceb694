import "server-only";
import { db } from "@/lib/db";

export type ModerationNotice = {
  id: string;
  kind: "content-hidden" | "content-deleted";
  createdAt: Date;
  readAt: Date | null;
  targetType: "POST" | "COMMENT" | "REVIEW";
  excerpt: string;
  href: string | null;
};

/** The member's moderation notices (their content was hidden or removed), newest first. */
export async function listModerationNotices(userId: string): Promise<ModerationNotice[]> {
  const rows = await db.notification.findMany({
    where: { userId, kind: { in: ["content-hidden", "content-deleted"] } },
    orderBy: { createdAt: "desc" },
    take: 20,
  });
  return rows.map((n) => {
    const data = (n.data ?? {}) as {
      targetType?: ModerationNotice["targetType"];
      excerpt?: string;
      href?: string | null;
    };
    return {
      id: n.id,
      kind: n.kind as ModerationNotice["kind"],
      createdAt: n.createdAt,
      readAt: n.readAt,
      targetType: data.targetType ?? "POST",
      excerpt: data.excerpt ?? "",
      href: data.href ?? null,
    };
  });
}

/** Marks them read once shown (the page still lists them; "new" goes away next time). */
export async function markNoticesRead(userId: string): Promise<void> {
  await db.notification.updateMany({
    where: { userId, readAt: null, kind: { in: ["content-hidden", "content-deleted"] } },
    data: { readAt: new Date() },
  });
}
