import "server-only";
import { z } from "zod";
import { isModerator, type SessionUser } from "@/lib/auth/session";
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

const updateSchema = z.object({
  kind: z.enum(["contribution", "support"]),
  id: z.string().min(1).max(64),
  status: z.enum(["NEW", "HANDLED"]),
});

/** A moderator's change to the inbox: the role is checked here, then the input. Throws otherwise. */
export async function updateInboxAs(user: Pick<SessionUser, "role"> | null, input: unknown): Promise<void> {
  if (!isModerator(user)) throw new Error("Only moderators can change the inbox");
  const { kind, id, status } = updateSchema.parse(input);
  await setInboxStatus(kind, id, status);
}
