// POST /api/user/get-user-by-id {id}: the user with that id, or null.
import { z } from "zod";
import { getUserById } from "@/lib/accounts/users";
import { mayAccess } from "@/lib/api/access";
import { route } from "@/lib/api/route";

const body = z.object({ id: z.string().trim().min(1).max(64) });

export const POST = route({ access: "member", body }, async ({ body: { id }, user, json }) => {
  if (!mayAccess(user, { id })) return json({ error: "You can only read your own user record" }, 403);
  return json(await getUserById(id));
});
