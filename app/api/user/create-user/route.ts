// POST /api/user/create-user {email}: the caller's own user record, created if absent (get-or-create).
import { createUserByEmail } from "@/lib/accounts/users";
import { emailBody } from "@/lib/api/access";
import { route } from "@/lib/api/route";

export const POST = route({ access: "member", body: emailBody }, async ({ body: { email }, user, json }) => {
  // Accounts are made by signing in; this only completes the record of the signed-in address.
  if (user.role !== "ADMIN" && user.email !== email)
    return json({ error: "You can only create your own user record" }, 403);
  return json(await createUserByEmail(email));
});
