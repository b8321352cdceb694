// POST /api/subscriptions/manage: the buttons of the signed-out page /subscriptions/manage (one
// topic, its rhythm, or everything). The token in the form says which address; a tampered or
// expired one changes nothing, and the page says so.
import { route } from "@/lib/api/route";
import { getPathname } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { changeRhythm, unsubscribe } from "@/lib/subscriptions/subscribe";
import { manageSchema } from "@/lib/validation/subscribe";

export const POST = route({ sameOrigin: true, body: manageSchema, form: true }, async ({ body }) => {
  const locale = routing.locales.find((l) => l === body.locale) ?? routing.defaultLocale;
  const result =
    body.intent === "rhythm" && body.rhythm
      ? await changeRhythm(body.token, body.id, body.rhythm)
      : await unsubscribe(body.token, body.intent === "unsubscribeAll" ? null : body.id);
  const state = result.state !== "valid" ? result.state : body.intent === "rhythm" ? "changed" : "removed";
  const query = result.state === "valid" ? { token: body.token, state } : { state };
  const target = getPathname({ locale, href: { pathname: "/subscriptions/manage", query } });
  return new Response(null, { status: 303, headers: { Location: target } });
});
