// POST /api/subscriptions/unsubscribe?token=...&id=...: the one-click unsubscribe of RFC 8058,
// the address every subscription mail gives in its List-Unsubscribe header (with
// List-Unsubscribe-Post: List-Unsubscribe=One-Click). The mail client posts it without cookies and
// from no page of ours, so there is no same-site check: the signed token is the authority. Without
// `id`, every subscription of the address ends. A tampered or expired token changes nothing (400).
//
// GET, the same address opened in a browser (mail programs without one-click support do that):
// changes nothing (mail scanners follow links too) and sends the reader (303) to the page with one
// button that unsubscribes, /subscriptions/unsubscribe, in the subscription's own language.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { getPathname } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { subscriptionOfLink, unsubscribe } from "@/lib/subscriptions/subscribe";

const query = z.object({ token: z.string().max(2000).default(""), id: z.string().max(64).default("") });
const form = z.object({ "List-Unsubscribe": z.string().max(100).optional() });

export const POST = route({ body: form, form: true, query }, async ({ query, json }) => {
  const result = await unsubscribe(query.token, query.id || null);
  if (result.state !== "valid")
    return json({ ok: false, error: result.state === "expired" ? "expired" : "invalid" }, 400);
  return json({ ok: true, removed: result.removed });
});

export const GET = route({ query }, async ({ query }) => {
  // The subscription's language; once it has ended, that of the address's newest one. An unknown
  // link gets the default language's path: the proxy then picks the reader's own.
  const { row } = await subscriptionOfLink(query.token, query.id || null);
  const other = row || !query.id ? null : (await subscriptionOfLink(query.token, null)).row;
  const locale = (row ?? other)?.locale ?? routing.defaultLocale;
  const target = getPathname({
    locale,
    href: {
      pathname: "/subscriptions/unsubscribe",
      query: { token: query.token, ...(query.id ? { id: query.id } : {}) },
    },
  });
  return new Response(null, { status: 303, headers: { Location: target, "Cache-Control": "no-store" } });
});
