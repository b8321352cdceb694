"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { getSessionUser, isModerator } from "@/lib/auth/session";
import { setInboxStatus } from "@/lib/forms/inbox";

const updateSchema = z.object({
  kind: z.enum(["contribution", "support"]),
  id: z.string().min(1).max(64),
  status: z.enum(["NEW", "HANDLED"]),
});

/** Marks a contribution or support request handled or new. The role is checked again here. */
export async function updateInboxItem(formData: FormData): Promise<void> {
  if (!isModerator(await getSessionUser())) throw new Error("Only moderators can change the inbox");
  const input = updateSchema.parse(Object.fromEntries(formData));
  await setInboxStatus(input.kind, input.id, input.status);
  refresh();
}
