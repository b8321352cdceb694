// GET /api/bookmarks?articleId=: whether the signed-in user bookmarked that article; 401 for visitors.
import { getSessionUser } from "@/lib/auth/session";
import { isBookmarked } from "@/lib/bookmarks/bookmarks";

const privateAnswer = { "Cache-Control": "private, no-store" };

export async function GET(request: Request) {
  const user = await getSessionUser();
  if (!user) return Response.json({ error: "Sign-in required" }, { status: 401, headers: privateAnswer });
  const articleId = new URL(request.url).searchParams.get("articleId") ?? "";
  if (!articleId || articleId.length > 64)
    return Response.json({ error: "articleId is required" }, { status: 400, headers: privateAnswer });
  return Response.json({ bookmarked: await isBookmarked(user.id, articleId) }, { headers: privateAnswer });
}
