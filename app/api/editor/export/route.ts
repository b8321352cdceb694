// GET /api/editor/export?id=<item>&lang=<locale>: one language of an item as a Markdown file in the
// content files' format (lib/newsroom/markdown.ts), from its current draft. For editors and admins:
// a visitor is sent to sign in and back; any other member (a staff route), an unknown item or a
// language with no text gets a 404.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { getPathname } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { exportItemFile } from "@/lib/newsroom/markdown";

const query = z.object({
  id: z.string().max(64).default(""),
  lang: z.enum(routing.locales).catch(routing.defaultLocale),
});

export const GET = route(
  {
    access: "editor",
    query,
    signIn: ({ id, lang }) => {
      const back = `/api/editor/export?id=${encodeURIComponent(id)}&lang=${lang}`;
      return getPathname({ locale: lang, href: { pathname: "/auth/need-login", query: { callbackUrl: back } } });
    },
  },
  async ({ query, json }) => {
    const file = await exportItemFile(query.id, query.lang);
    if (!file) return json({ error: "Not found" }, 404);
    return new Response(file.text, {
      headers: {
        "Content-Type": "text/markdown; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  },
);
