// POST /api/user/get-username {email}: that user's username (null when none is set yet).
import { getUserByEmail } from "@/lib/accounts/users";
import { emailBody, mayAccess } from "@/lib/api/access";
import { route } from "@/lib/api/route";

export const POST = route({ access: "member", body: emailBody }, async ({ body: { email }, user, json }) => {
  if (!mayAccess(user, { email })) return json({ error: "You can only read your own username" }, 403);
  return json({ username: (await getUserByEmail(email))?.username ?? null });
});
