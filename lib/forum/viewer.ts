import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { isModerator } from "@/lib/auth/session";

export type Viewer = Pick<SessionUser, "id" | "role"> | null;

/**
 * Hidden content disappears for everyone but moderators and its own author (who sees a notice
 * instead). Used as a Prisma `where` on posts, comments and reviews (author field varies).
 */
export function visibleTo(viewer: Viewer, authorField: "authorId" | "userId" = "authorId") {
  if (isModerator(viewer)) return {};
  if (!viewer) return { hiddenAt: null };
  return { OR: [{ hiddenAt: null }, { [authorField]: viewer.id }] };
}

/** Whether `viewer` may delete something written by `authorId`. */
export const canDelete = (viewer: Viewer, authorId: string) =>
  Boolean(viewer) && (viewer!.id === authorId || isModerator(viewer));
