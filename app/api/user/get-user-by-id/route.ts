// POST /api/user/get-user-by-id {id}: the user with that id, or null.
import { z } from "zod";
import { getUserById } from "@/lib/accounts/users";
import { json, mayAccess, refused, userRoute } from "@/lib/api/user-route";

const body = z.object({ id: z.string().trim().min(1).max(64) });

export const POST = userRoute(body, async ({ id }, caller) => {
  if (!mayAccess(caller, { id })) return refused(403, "You can only read your own user record");
  return json(await getUserById(id));
});
