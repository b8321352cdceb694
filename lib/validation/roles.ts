import { z } from "./zod";
import { id } from "./fields";
import { message, stop } from "./messages";

// The admin page's forms (/admin/roles): appoint a member by e-mail address or username, or take a
// member's role away (a hidden id in a plain form).
export const roleField = z.enum(["USER", "EDITOR", "MODERATOR", "ADMIN"], message("roleInvalid"));

export const changeRoleSchema = z.object({
  member: z.string(message("memberRequired")).trim().max(254, stop("memberNotFound")).min(1, message("memberRequired")),
  role: roleField,
});

export const removeRoleSchema = z.object({ userId: id() });

export type ChangeRoleInput = z.input<typeof changeRoleSchema>;
