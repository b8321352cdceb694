// POST /api/user/find-username {username}: whether a username is free (nothing else is revealed).
import { z } from "zod";
import { isUsernameAvailable } from "@/lib/accounts/users";
import { route } from "@/lib/api/route";
import { usernameField } from "@/lib/validation/account";

export const POST = route(
  {
    access: "optional",
    body: z.object({ username: usernameField }),
    limits: ({ user, address }) => [
      { name: "find-username", max: 60, windowSeconds: 60, subject: user?.id ?? address },
    ],
  },
  async ({ body: { username }, user, json }) =>
    json({ username, available: await isUsernameAvailable(username, user?.id) }),
);
