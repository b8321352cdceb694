import "server-only";
import { db } from "@/lib/db";

export type InboxStatus = "NEW" | "HANDLED";
export type InboxKind = "contribution" | "support";

const pageSize = 100;

/** The moderation inbox: contributions and support requests in one status, newest first. */
export async function listInbox(status: InboxStatus) {
  const orderBy = status === "NEW" ? { createdAt: "asc" as const } : { handledAt: "desc" as const };
  const [contributions, supportRequests] = await Promise.all([
    db.contribution.findMany({ where: { status }, orderBy, take: pageSize }),
    db.supportRequest.findMany({ where: { status }, orderBy, take: pageSize }),
  ]);
  return { contributions, supportRequests };
}

/** Marks one item handled (or new again); false when it does not exist. */
export async function setInboxStatus(kind: InboxKind, id: string, status: InboxStatus): Promise<boolean> {
  const data = { status, handledAt: status === "HANDLED" ? new Date() : null };
  const where = { id };
  const { count } =
    kind === "contribution"
      ? await db.contribution.updateMany({ where, data })
      : await db.supportRequest.updateMany({ where, data });
  return count === 1;
}
