// POST /api/user/create-user {email}: the caller's own user record, created if absent (get-or-create).
import { createUserByEmail } from "@/lib/accounts/users";
import { emailBody, json, refused, userRoute } from "@/lib/api/user-route";

export const POST = userRoute(emailBody, async ({ email }, caller) => {
  // Accounts are made by signing in; this only completes the record of the signed-in address.
  if (caller?.role !== "ADMIN" && caller?.email !== email)
    return refused(403, "You can only create your own user record");
  return json(await createUserByEmail(email));
});
