"use server";

import { revalidatePath } from "next/cache";
import { getLocale } from "next-intl/server";
import { z } from "zod";
import { memberAction, fail } from "@/lib/forum/action";
import { addComment, deleteOwnComment } from "@/lib/forum/comments";
import { commentLimits, postLimits, translateLimits } from "@/lib/forum/limits";
import { createPost, deleteOwnPosts } from "@/lib/forum/posts";
import type { ActionResult } from "@/lib/forum/result";
import { consume } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";
import { renderForumMarkdown } from "@/lib/forum/markdown";
import { translatePost } from "@/lib/forum/translate";
import { commentSchema, deletePostsSchema, idSchema, postSchema, translateSchema } from "@/lib/validation/forum";

// Forum pages render per request; these paths drop any router cache of them.
const forumPaths = () => revalidatePath("/[locale]/(community)/forum", "layout");

export async function createPostAction(input: unknown): Promise<ActionResult<{ id: string; title: string }>> {
  return memberAction({
    schema: postSchema,
    input,
    needsUsername: true,
    limits: postLimits,
    failure: "publishPostFailed",
    run: async (user, data) => {
      const locale = await getLocale();
      const post = await createPost(user.id, locale, data);
      forumPaths();
      return { ok: true, ...post };
    },
  });
}

export async function deletePostsAction(input: unknown): Promise<ActionResult<{ count: number }>> {
  return memberAction({
    schema: deletePostsSchema,
    input,
    failure: "deletePostsFailed",
    run: async (user, { ids }) => {
      const count = await deleteOwnPosts(user, ids);
      if (!count) return fail("forbidden");
      forumPaths();
      return { ok: true, count };
    },
  });
}

export async function addCommentAction(input: unknown): Promise<ActionResult<{ id: string; page: number }>> {
  return memberAction({
    schema: commentSchema,
    input,
    needsUsername: true,
    limits: commentLimits,
    failure: "publishCommentFailed",
    run: async (user, { postId, text }) => {
      const comment = await addComment(user.id, postId, text);
      if (!comment) return fail("notFound");
      forumPaths();
      return { ok: true, ...comment };
    },
  });
}

export async function deleteCommentAction(input: unknown): Promise<ActionResult> {
  return memberAction({
    schema: z.object({ id: idSchema }),
    input,
    failure: "deleteCommentFailed",
    run: async (user, { id }) => {
      const postId = await deleteOwnComment(user, id);
      if (!postId) return fail("forbidden");
      forumPaths();
      return { ok: true };
    },
  });
}

// Reading a translation needs no account, but each one costs a call to the service: limited per address.
export async function translatePostAction(input: unknown): Promise<ActionResult<{ title: string; html: string }>> {
  const parsed = translateSchema.safeParse(input);
  if (!parsed.success) return fail("invalid");
  const subject = await clientAddress();
  const { allowed, retryAfterSeconds } = await consume(translateLimits().map((l) => ({ ...l, subject })));
  if (!allowed) return { ok: false, error: "rateLimited", retryAfterSeconds };
  const outcome = await translatePost(parsed.data.postId, parsed.data.locale);
  if (outcome.ok)
    return { ok: true, title: outcome.translation.title, html: renderForumMarkdown(outcome.translation.contents) };
  return fail(
    outcome.reason === "unavailable"
      ? "translateUnavailable"
      : outcome.reason === "notFound"
        ? "notFound"
        : "translateFailed",
  );
}
