import type { PrismaClient, Role } from "@/lib/generated/prisma/client";

// Changing a member's role, recorded so that who gave whom staff rights can be told later. Shared by the admin page's action
// (lib/accounts/roles.ts, with the app's client) and `npm run user:role` (scripts/user-role.ts,
// with its own client), so both record the change the same way. Type imports only: a script may
// load this module before the Prisma client is generated.

export const roles = ["USER", "EDITOR", "MODERATOR", "ADMIN"] as const satisfies readonly Role[];

export type RoleChangeOutcome =
  { ok: true; userId: string; from: Role; to: Role; changed: boolean } | { ok: false; reason: "notFound" | "ownRole" };

/** Whose role: by id (the staff list's buttons), or by e-mail address or username, any case. */
export type RoleTarget = { id: string } | { who: string };

/**
 * Gives the member named by `target` the role `to`, and
 * records who did it (`actorId`, null for the command line). An admin cannot change their own
 * role, so the site always keeps the admin who is acting. Setting the role a member already has
 * changes and records nothing. Tombstones of deleted accounts are never found.
 */
export async function applyRoleChange(
  client: PrismaClient,
  { actorId, target: named, to }: { actorId: string | null; target: RoleTarget; to: Role },
): Promise<RoleChangeOutcome> {
  const key = "who" in named ? named.who.trim().toLowerCase() : null;
  return client.$transaction(async (tx) => {
    const target = await tx.user.findFirst({
      where: {
        ...(key === null ? { id: (named as { id: string }).id } : { OR: [{ email: key }, { username: key }] }),
        NOT: { email: { endsWith: "@deleted.invalid" } },
      },
      select: { id: true, role: true },
    });
    if (!target) return { ok: false, reason: "notFound" } as const;
    if (actorId && target.id === actorId) return { ok: false, reason: "ownRole" } as const;
    if (target.role === to) return { ok: true, userId: target.id, from: target.role, to, changed: false } as const;
    await tx.user.update({ where: { id: target.id }, data: { role: to } });
    await tx.roleChange.create({ data: { actorId, targetId: target.id, fromRole: target.role, toRole: to } });
    return { ok: true, userId: target.id, from: target.role, to, changed: true } as const;
  });
}
