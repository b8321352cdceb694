// POST /api/user/get-username {email}: that user's username (null when none is set yet).
import { getUserByEmail } from "@/lib/accounts/users";
import { emailBody, json, mayAccess, refused, userRoute } from "@/lib/api/user-route";

export const POST = userRoute(emailBody, async ({ email }, caller) => {
  if (!mayAccess(caller, { email })) return refused(403, "You can only read your own username");
  const user = await getUserByEmail(email);
  return json({ username: user?.username ?? null });
});
