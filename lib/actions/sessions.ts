"use server";

import { refresh } from "next/cache";
import { notifySessionsEnded } from "@/lib/accounts/change-password";
import { endSessionOf, endSessionsOf } from "@/lib/auth/sessions";
import { endSession, getCurrentSessionId } from "@/lib/auth/session";
import { endOtherSessionsSchema, endSessionSchema } from "@/lib/validation/sessions";
import { pageAction } from "./kit";

// The account page's Sessions tab: plain forms, so they work without JavaScript. A session that
// is not the caller's ends nothing (the delete is scoped to their user id).
const path = "/user/account?tab=sessions";

export const signOutSession = pageAction(
  {
    name: "signOutSession",
    access: "member",
    schema: endSessionSchema,
    run: async ({ id }, { user }) => {
      // This browser's own session: sign out here as the menu does (the cookie goes too).
      if (id === (await getCurrentSessionId())) await endSession();
      else await endSessionOf(user.id, id);
      return { ok: true };
    },
    revalidate: () => refresh(),
  },
  path,
);

export const signOutEverywhereElse = pageAction(
  {
    name: "signOutEverywhereElse",
    access: "member",
    schema: endOtherSessionsSchema,
    run: async (_, { user }) => {
      // Told by mail, in case it was not the member (someone in one of their sessions).
      if ((await endSessionsOf(user.id, await getCurrentSessionId())) > 0) await notifySessionsEnded(user.id);
      return { ok: true };
    },
    revalidate: () => refresh(),
  },
  path,
);
