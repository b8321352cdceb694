// GET /api/editor/sources/opml: every feed as an OPML file, for a feed reader or another site. For
// editors and admins: a visitor is sent to sign in and back; any other member gets a 404 (staff
// routes do not reveal themselves).
import { route } from "@/lib/api/route";
import { exportOpml } from "@/lib/aggregation/sources";
import { isEditor } from "@/lib/auth/session";
import { getPathname } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";

export const GET = route({ access: "optional" }, async ({ user, json }) => {
  if (!user) {
    const signIn = getPathname({
      locale: routing.defaultLocale,
      href: { pathname: "/auth/need-login", query: { callbackUrl: "/api/editor/sources/opml" } },
    });
    return new Response(null, { status: 303, headers: { Location: signIn } });
  }
  if (!isEditor(user)) return json({ error: "Not found" }, 404);
  return new Response(await exportOpml(), {
    headers: {
      "Content-Type": "text/x-opml; charset=utf-8",
      "Content-Disposition": 'attachment; filename="covid-info-sources.opml"',
      "Cache-Control": "no-store",
    },
  });
});
