// GET /api/articles/{id}/body?locale=: a members-only article's full text as HTML; 401 for visitors.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { getMemberBodyHtml } from "@/lib/content/member-body";
import { routing } from "@/lib/i18n/routing";

const query = z.object({ locale: z.enum(routing.locales).default("en") });

export const GET = route(
  { access: "member", query, cache: "private, no-store" },
  async ({ query, params: { id }, json }) => {
    const html = typeof id === "string" && id.length <= 64 ? await getMemberBodyHtml(id, query.locale) : null;
    return html === null ? json({ error: "Not found" }, 404) : json({ html });
  },
);
