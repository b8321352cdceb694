"use server";

import { refresh } from "next/cache";
import { changeRole } from "@/lib/accounts/roles";
import { changeRoleSchema, removeRoleSchema } from "@/lib/validation/roles";
import { action, each, pageAction } from "./kit";
import { fail } from "./result";

// Admins appoint and remove moderators, editors and admins (/admin/roles). Every change is
// recorded with who made it; an admin cannot change their own role (the site keeps its admin).
const roleLimits = [{ name: "roles:admin", max: 60, windowSeconds: 600 }];

/** The appoint form: a member by e-mail address or username, and the role to give. */
export const setMemberRole = action({
  name: "setMemberRole",
  access: "admin",
  schema: changeRoleSchema,
  limits: (_, { user }) => each(roleLimits, user.id),
  run: async ({ member, role }, { user }) => {
    const outcome = await changeRole(user.id, { who: member }, role);
    if (!outcome.ok) return fail("invalid", { member: outcome.reason === "notFound" ? "memberNotFound" : "roleOwn" });
    return { ok: true, changed: outcome.changed };
  },
  revalidate: () => refresh(),
});

/** The staff list's "Remove role" button (a plain form: works without JavaScript). */
export const removeMemberRole = pageAction(
  {
    name: "removeMemberRole",
    access: "admin",
    schema: removeRoleSchema,
    limits: (_, { user }) => each(roleLimits, user.id),
    run: async ({ userId }, { user }) => {
      const outcome = await changeRole(user.id, { id: userId }, "USER");
      return outcome.ok ? { ok: true } : fail("invalid");
    },
    revalidate: () => refresh(),
  },
  "/admin/roles",
);
