// POST /api/_auth/link: the button on /auth/confirm. Uses the e-mailed token and redirects (303):
// a sign-in or confirmation link starts the session and goes where the member was going; a
// new-address link changes the account's address; a deletion link deletes the account and signs
// out. A plain form post, so the browser loads the next page in full and every part of it (the
// header's menu too) sees the new session.
import { z } from "zod";
import { redeemSignInLink } from "@/lib/accounts/auth-flows";
import { confirmEmailChange } from "@/lib/accounts/change-email";
import { deleteAccountByLink } from "@/lib/accounts/delete-account";
import { route } from "@/lib/api/route";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { endSession, startSession } from "@/lib/auth/session";
import { inspectToken } from "@/lib/auth/tokens";
import { revalidateArticle } from "@/lib/content/revalidate";
import { getPathname } from "@/lib/i18n/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";
import { linkTokenSchema } from "@/lib/validation/auth";

// Lenient on purpose: a bad or missing token is answered with the "invalid link" page, not a 400.
const form = z.object({ token: z.string().max(1000).default(""), locale: z.string().max(10).default("") });

const confirmPage = (locale: Locale, state: string) =>
  getPathname({ locale, href: { pathname: "/auth/confirm", query: { state } } });

/** Where the browser goes once the link is used (or not). */
async function use(token: string, locale: Locale): Promise<string> {
  const { purpose } = await inspectToken(token);
  if (purpose === "CHANGE_EMAIL")
    return (await confirmEmailChange(token)) ? confirmPage(locale, "emailChanged") : confirmPage(locale, "invalid");
  if (purpose === "DELETE_ACCOUNT") {
    const deleted = await deleteAccountByLink(token);
    if (!deleted) return confirmPage(locale, "invalid");
    // Every session went with the account; this browser's cookie goes too.
    await endSession();
    for (const id of deleted.productIds) await revalidateArticle(id);
    return confirmPage(locale, "deleted");
  }
  const used = await redeemSignInLink(token, locale);
  if (!used) return confirmPage(locale, "invalid");
  await startSession(used.user);
  return safeCallbackUrl(used.callback, getPathname({ locale, href: "/" }));
}

export const POST = route({ sameOrigin: true, body: form, form: true }, async ({ body }) => {
  const locale = routing.locales.find((l) => l === body.locale) ?? routing.defaultLocale;
  const parsed = linkTokenSchema.safeParse({ token: body.token });
  const target = parsed.success ? await use(parsed.data.token, locale) : confirmPage(locale, "invalid");
  return new Response(null, { status: 303, headers: { Location: target } });
});
