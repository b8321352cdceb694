// POST /api/user/get-user-role {email}: that user's role; 404 'User role not found' when there is none.
import { getUserByEmail } from "@/lib/accounts/users";
import { emailBody, mayAccess } from "@/lib/api/access";
import { route } from "@/lib/api/route";

export const POST = route({ access: "member", body: emailBody }, async ({ body: { email }, user, json }) => {
  if (!mayAccess(user, { email })) return json({ error: "You can only read your own role" }, 403);
  const found = await getUserByEmail(email);
  return found ? json({ role: found.role }) : json({ error: "User role not found" }, 404);
});
