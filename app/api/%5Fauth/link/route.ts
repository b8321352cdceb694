// POST /api/_auth/link: the button on /auth/confirm. Uses the e-mailed token, starts the session and
// redirects (303) to where the member was going. A plain form post, so the browser loads the next
// page in full and every part of it (the header's menu too) sees the new session.
import { z } from "zod";
import { redeemSignInLink } from "@/lib/accounts/auth-flows";
import { route } from "@/lib/api/route";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { startSession } from "@/lib/auth/session";
import { getPathname } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { linkTokenSchema } from "@/lib/validation/auth";

// Lenient on purpose: a bad or missing token is answered with the "invalid link" page, not a 400.
const form = z.object({ token: z.string().max(1000).default(""), locale: z.string().max(10).default("") });

export const POST = route({ sameOrigin: true, body: form, form: true }, async ({ body }) => {
  const locale = routing.locales.find((l) => l === body.locale) ?? routing.defaultLocale;
  const parsed = linkTokenSchema.safeParse({ token: body.token });
  const used = parsed.success ? await redeemSignInLink(parsed.data.token, locale) : null;
  if (used) await startSession(used.user);
  const target = used
    ? safeCallbackUrl(used.callback, getPathname({ locale, href: "/" }))
    : getPathname({ locale, href: { pathname: "/auth/confirm", query: { state: "invalid" } } });
  return new Response(null, { status: 303, headers: { Location: target } });
});
