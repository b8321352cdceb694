"use server";

import { refresh } from "next/cache";
import { notFound } from "next/navigation";
import { requireMember } from "@/lib/auth/guard";
import { isModerator } from "@/lib/auth/session";
import { updateInboxAs } from "@/lib/forms/inbox";

/**
 * Marks a contribution or support request handled or new. The role is checked again here, with the
 * page's own answers (a visitor is sent to sign in, another member gets the 404 page) rather than a
 * thrown error, which would be a 500. updateInboxAs checks the role once more.
 */
export async function updateInboxItem(formData: FormData): Promise<void> {
  const user = await requireMember("/moderation/inbox");
  if (!isModerator(user)) notFound();
  await updateInboxAs(user, Object.fromEntries(formData));
  refresh();
}
