"use server";

import { z } from "zod";
import { addBookmark, removeBookmark } from "@/lib/bookmarks/bookmarks";
import { id } from "@/lib/validation/fields";
import { action } from "./kit";
import { fail } from "./result";

/** Adds or removes the signed-in member's bookmark on an article. */
export const setBookmark = action({
  name: "setBookmark",
  access: "member",
  failure: "bookmarkFailed",
  schema: z.object({ articleId: id(), bookmarked: z.boolean() }),
  run: async ({ articleId, bookmarked }, { user }) => {
    if (!bookmarked) await removeBookmark(user.id, articleId);
    else if (!(await addBookmark(user.id, articleId))) return fail("notFound");
    return { ok: true };
  },
});
