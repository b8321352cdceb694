// POST /api/_auth/link: the button on /auth/confirm. Uses the e-mailed token, starts the session and
// redirects (303) to where the member was going. A plain form post, so the browser loads the next
// page in full and every part of it (the header's menu too) sees the new session.
import { redeemSignInLink } from "@/lib/accounts/auth-flows";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { startSession } from "@/lib/auth/session";
import { routing, type Locale } from "@/lib/i18n/routing";
import { isSameOrigin } from "@/lib/request";
import { linkTokenSchema } from "@/lib/validation/auth";

export async function POST(request: Request) {
  if (!isSameOrigin(request)) return Response.json({ error: "Cross-site request refused" }, { status: 403 });
  const form = await request.formData().catch(() => null);
  const requested = String(form?.get("locale") ?? "");
  const locale: Locale = (routing.locales as readonly string[]).includes(requested)
    ? (requested as Locale)
    : routing.defaultLocale;
  const home = locale === routing.defaultLocale ? "/" : `/${locale}`;
  const parsed = linkTokenSchema.safeParse({ token: form?.get("token") });
  const used = parsed.success ? await redeemSignInLink(parsed.data.token, locale) : null;
  const target = used ? safeCallbackUrl(used.callback, home) : `${home === "/" ? "" : home}/auth/confirm?state=invalid`;
  if (used) await startSession(used.user);
  return new Response(null, { status: 303, headers: { Location: target } });
}
