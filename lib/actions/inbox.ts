"use server";

import { refresh } from "next/cache";
import { setInboxStatus } from "@/lib/forms/inbox";
import { inboxUpdateSchema } from "@/lib/validation/inbox";
import { pageAction } from "./kit";

/**
 * Marks a contribution or support request handled or new. A plain form: a visitor is sent to sign
 * in, another member gets the 404 page, as the inbox page itself answers them.
 */
export const updateInboxItem = pageAction(
  {
    name: "updateInboxItem",
    access: "moderator",
    schema: inboxUpdateSchema,
    run: async ({ kind, id, status }) => {
      await setInboxStatus(kind, id, status);
      return { ok: true };
    },
    revalidate: () => refresh(),
  },
  "/moderation/inbox",
);
