// GET /api/editor/preview?id=<item>&lang=<locale>: the newsroom's "Preview at its address" (issue 19).
// For an editor or admin, it turns Next's draft mode on (its bypass cookie) and sends them to the
// item's real address in that language, where the page then shows the drafts, with a banner, rendered
// per request and never cached or indexed. `?exit=1&to=<path>` turns it off again and goes back to
// that path if it is one on this site (`safeCallbackUrl`), else home. A visitor is sent to sign in;
// any other member gets a 404, and so does an unknown item.
import { draftMode } from "next/headers";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { isEditor } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { getPathname } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { articlePath } from "@/lib/seo/urls";

const query = z.object({
  id: z.string().max(64).default(""),
  lang: z.enum(routing.locales).catch(routing.defaultLocale),
  exit: z.literal("1").optional().catch(undefined),
  to: z.string().max(512).default("/"),
});

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

export const GET = route({ access: "optional", query }, async ({ query, user, json }) => {
  if (query.exit) {
    (await draftMode()).disable();
    return see(safeCallbackUrl(query.to));
  }
  if (!user) {
    const back = `/api/editor/preview?id=${encodeURIComponent(query.id)}&lang=${query.lang}`;
    return see(
      getPathname({ locale: query.lang, href: { pathname: "/auth/need-login", query: { callbackUrl: back } } }),
    );
  }
  if (!isEditor(user)) return json({ error: "Not found" }, 404);
  const item = await db.article.findUnique({
    where: { id: query.id },
    select: { type: true, slug: true, category: { select: { slug: true } } },
  });
  if (!item) return json({ error: "Not found" }, 404);
  (await draftMode()).enable();
  return see(getPathname({ locale: query.lang, href: articlePath(item.type, item.category.slug, item.slug) }));
});
