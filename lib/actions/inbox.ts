"use server";

import { refresh } from "next/cache";
import { getSessionUser } from "@/lib/auth/session";
import { updateInboxAs } from "@/lib/forms/inbox";

/** Marks a contribution or support request handled or new. The role is checked again here. */
export async function updateInboxItem(formData: FormData): Promise<void> {
  await updateInboxAs(await getSessionUser(), Object.fromEntries(formData));
  refresh();
}
