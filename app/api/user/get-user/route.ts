// POST /api/user/get-user {email}: the user with that e-mail, or null.
import { getUserByEmail } from "@/lib/accounts/users";
import { emailBody, json, mayAccess, refused, userRoute } from "@/lib/api/user-route";

export const POST = userRoute(emailBody, async ({ email }, caller) => {
  if (!mayAccess(caller, { email })) return refused(403, "You can only read your own user record");
  return json(await getUserByEmail(email));
});
