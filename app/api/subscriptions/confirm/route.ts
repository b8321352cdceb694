// POST /api/subscriptions/confirm: the button on /subscriptions/confirm. Opening the e-mailed link
// changes nothing (mail scanners follow links); this post confirms the address's pending
// subscriptions and redirects (303) to the page, which says what happened.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { getPathname } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { confirmSubscriptions } from "@/lib/subscriptions/subscribe";

// Lenient on purpose: a bad or missing token is answered with the page's "invalid link", not a 400.
const form = z.object({ token: z.string().max(2000).default(""), locale: z.string().max(10).default("") });

export const POST = route({ sameOrigin: true, body: form, form: true }, async ({ body }) => {
  const locale = routing.locales.find((l) => l === body.locale) ?? routing.defaultLocale;
  const result = await confirmSubscriptions(body.token);
  const state = result.state === "valid" ? "confirmed" : result.state;
  const target = getPathname({ locale, href: { pathname: "/subscriptions/confirm", query: { state } } });
  return new Response(null, { status: 303, headers: { Location: target } });
});
