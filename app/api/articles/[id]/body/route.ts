// GET /api/articles/{id}/body?locale=: a members-only article's full text as HTML; 401 for visitors.
import { z } from "zod";
import { getSessionUser } from "@/lib/auth/session";
import { getMemberBodyHtml } from "@/lib/content/member-body";
import { routing } from "@/lib/i18n/routing";

const query = z.object({ locale: z.enum(routing.locales).default("en") });
const privateAnswer = { "Cache-Control": "private, no-store" };

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!(await getSessionUser()))
    return Response.json({ error: "Sign-in required" }, { status: 401, headers: privateAnswer });
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: "Unknown locale" }, { status: 400, headers: privateAnswer });
  const { id } = await params;
  const html = id.length <= 64 ? await getMemberBodyHtml(id, parsed.data.locale) : null;
  if (html === null) return Response.json({ error: "Not found" }, { status: 404, headers: privateAnswer });
  return Response.json({ html }, { headers: privateAnswer });
}
