"use server";

import { deleteAccount, getPasswordHash, sendDeletionLink } from "@/lib/accounts/delete-account";
import { verifyPassword } from "@/lib/auth/password";
import { endSession } from "@/lib/auth/session";
import { revalidateArticle } from "@/lib/content/revalidate";
import { deletionLinkSchema } from "@/lib/validation/account-security";
import { deleteAccountSchema } from "@/lib/validation/delete-account";
import { each, action } from "./kit";
import { fail } from "./result";

/** Deletes the signed-in member's account once their password confirms it is them. */
export const deleteMyAccount = action({
  name: "deleteMyAccount",
  access: "member",
  schema: deleteAccountSchema,
  // A password check is a guess: counted per member like sign-in attempts.
  limits: (_, { user }) => each([{ name: "delete-account:user", max: 10, windowSeconds: 900 }], user.id),
  run: async ({ password }, { user }) => {
    const hash = await getPasswordHash(user.id);
    if (!hash || !(await verifyPassword(password, hash))) return fail("invalid", { password: "passwordWrong" });
    const { productIds } = await deleteAccount(user.id);
    await endSession();
    return { ok: true, productIds };
  },
  revalidate: async (_, { productIds }) => {
    for (const id of productIds) await revalidateArticle(id);
  },
});

/**
 * "Send me a deletion link", for members who have no password (or prefer it): a single-use link to
 * their address; using it (the confirm page's button) deletes the account. Each call mails.
 */
export const requestDeletionLink = action({
  name: "requestDeletionLink",
  access: "member",
  schema: deletionLinkSchema,
  limits: (_, { user }) => each([{ name: "deletion-link:user", max: 3, windowSeconds: 3600 }], user.id),
  run: async (_, { user, locale }) => {
    await sendDeletionLink(user.id, locale);
    return { ok: true };
  },
});
