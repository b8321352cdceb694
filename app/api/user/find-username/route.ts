// POST /api/user/find-username {username}: whether a username is free (nothing else is revealed).
import { z } from "zod";
import { isUsernameAvailable } from "@/lib/accounts/users";
import { json, userRoute } from "@/lib/api/user-route";
import { consume } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";
import { usernameField } from "@/lib/validation/account";

const body = z.object({ username: usernameField });

export const POST = userRoute(
  body,
  async ({ username }, caller) => {
    const { allowed } = await consume([
      { name: "find-username", max: 60, windowSeconds: 60, subject: caller?.id ?? (await clientAddress()) },
    ]);
    if (!allowed) return json({ error: "Too many requests, please wait a minute" }, 429);
    return json({ username, available: await isUsernameAvailable(username, caller?.id) });
  },
  { signedIn: false },
);
