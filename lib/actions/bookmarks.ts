"use server";

import { z } from "zod";
import { addBookmark, removeBookmark } from "@/lib/bookmarks/bookmarks";
import { getSessionUser } from "@/lib/auth/session";
import type { ActionResult } from "./result";

const input = z.object({ articleId: z.string().min(1).max(64), bookmarked: z.boolean() });

/** Adds or removes the signed-in user's bookmark on an article. */
export async function setBookmark(values: unknown): Promise<ActionResult<"signedOut" | "notFound" | "failed">> {
  const user = await getSessionUser();
  if (!user) return { ok: false, error: "signedOut" };
  const parsed = input.safeParse(values);
  if (!parsed.success) return { ok: false, error: "invalid" };
  try {
    const { articleId, bookmarked } = parsed.data;
    if (bookmarked) {
      if (!(await addBookmark(user.id, articleId))) return { ok: false, error: "notFound" };
    } else await removeBookmark(user.id, articleId);
    return { ok: true };
  } catch (error) {
    console.error("setBookmark failed:", error);
    return { ok: false, error: "failed" };
  }
}
