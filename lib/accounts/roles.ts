import "server-only";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/client";
import { applyRoleChange, type RoleTarget } from "./role-change";

/** Gives a member a role on an admin's behalf, recorded (see applyRoleChange). */
export function changeRole(actorId: string, target: RoleTarget, to: Role) {
  return applyRoleChange(db, { actorId, target, to });
}

/** The members who hold a role other than USER, admins first. */
export async function listStaff() {
  const rows = await db.user.findMany({
    where: { role: { not: "USER" } },
    select: { id: true, email: true, username: true, name: true, role: true },
    orderBy: [{ email: "asc" }],
  });
  const order: Role[] = ["ADMIN", "MODERATOR", "EDITOR"];
  return rows.sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role));
}

/** The latest role changes, newest first: who, whom, from, to, when. */
export async function listRoleChanges(take = 50) {
  return db.roleChange.findMany({
    orderBy: { createdAt: "desc" },
    take,
    select: {
      id: true,
      fromRole: true,
      toRole: true,
      createdAt: true,
      actor: { select: { email: true, username: true } },
      target: { select: { email: true, username: true } },
    },
  });
}
