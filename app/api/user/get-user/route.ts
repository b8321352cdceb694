// POST /api/user/get-user {email}: the user with that e-mail, or null.
import { getUserByEmail } from "@/lib/accounts/users";
import { emailBody, mayAccess } from "@/lib/api/access";
import { route } from "@/lib/api/route";

export const POST = route({ access: "member", body: emailBody }, async ({ body: { email }, user, json }) => {
  if (!mayAccess(user, { email })) return json({ error: "You can only read your own user record" }, 403);
  return json(await getUserByEmail(email));
});
