// GET /api/bookmarks?articleId=: whether the signed-in user bookmarked that article; 401 for visitors.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { isBookmarked } from "@/lib/bookmarks/bookmarks";
import { id } from "@/lib/validation/fields";

export const GET = route(
  { access: "member", query: z.object({ articleId: id() }), cache: "private, no-store" },
  async ({ query, user, json }) => json({ bookmarked: await isBookmarked(user.id, query.articleId) }),
);
