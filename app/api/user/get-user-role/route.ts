// POST /api/user/get-user-role {email}: that user's role; 404 'User role not found' when there is none.
import { getUserByEmail } from "@/lib/accounts/users";
import { emailBody, json, mayAccess, refused, userRoute } from "@/lib/api/user-route";

export const POST = userRoute(emailBody, async ({ email }, caller) => {
  if (!mayAccess(caller, { email })) return refused(403, "You can only read your own role");
  const user = await getUserByEmail(email);
  return user ? json({ role: user.role }) : refused(404, "User role not found");
});
