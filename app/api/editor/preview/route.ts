// GET /api/editor/preview?id=<item>&lang=<locale>: the newsroom's "Preview at its address". For an
// editor or admin, it turns Next's draft mode on (its bypass cookie) and sends them to the item's real
// address in that language, where the page then shows the drafts, with a banner, rendered per request
// and never cached or indexed. `?exit=1&to=<path>` turns it off again, for anyone (a cookie outliving
// its session must still be leavable), and goes back to that path if it is one on this site
// (`safeCallbackUrl`), else home. A visitor is sent to sign in; any other member gets a 404 (a staff
// route), and so does an unknown item.
import { draftMode } from "next/headers";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { getPathname } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { findItemAddress } from "@/lib/content/address";
import { articlePath } from "@/lib/seo/urls";

const query = z.object({
  id: z.string().max(64).default(""),
  lang: z.enum(routing.locales).catch(routing.defaultLocale),
  exit: z.literal("1").optional().catch(undefined),
  to: z.string().max(512).default("/"),
});

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

const leave = route({ query }, async ({ query }) => {
  (await draftMode()).disable();
  return see(safeCallbackUrl(query.to));
});

const open = route(
  {
    access: "editor",
    query,
    signIn: ({ id, lang }) => {
      const back = `/api/editor/preview?id=${encodeURIComponent(id)}&lang=${lang}`;
      return getPathname({ locale: lang, href: { pathname: "/auth/need-login", query: { callbackUrl: back } } });
    },
  },
  async ({ query, json }) => {
    const item = await findItemAddress(query.id);
    if (!item) return json({ error: "Not found" }, 404);
    (await draftMode()).enable();
    return see(getPathname({ locale: query.lang, href: articlePath(item.type, item.category, item.slug) }));
  },
);

// Leaving is read the way the query schema reads it (the last `exit` wins, only "1" counts).
export const GET = (request: Request) =>
  Object.fromEntries(new URL(request.url).searchParams).exit === "1" ? leave(request) : open(request);
