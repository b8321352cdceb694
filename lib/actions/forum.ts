"use server";

import { addComment, commentPages, deleteOwnComment } from "@/lib/forum/comments";
import { commentLimits, postLimits, translateLimits } from "@/lib/forum/limits";
import { renderForumMarkdown } from "@/lib/forum/markdown";
import { expireForumPages } from "@/lib/forum/expire";
import { createPost, deleteOwnPosts } from "@/lib/forum/posts";
import { translatePost } from "@/lib/forum/translate";
import { reportError } from "@/lib/errors/report";
import { queueReplyNotices } from "@/lib/subscriptions/replies";
import {
  commentSchema,
  deleteCommentSchema,
  deletePostsSchema,
  postSchema,
  translateSchema,
} from "@/lib/validation/forum";
import { action, each } from "./kit";
import { fail } from "./result";

// Each write expires the forum's cached pages, which visitors read (lib/forum/expire.ts), through
// the cache's tag table rather than revalidatePath: that would make Next render the page again into
// the action's answer, one render more per post or comment (docs/adr/0047-writes-under-load.md). Each form
// that uses these actions refreshes or navigates when they succeed (components/forum), which also
// drops the browser's router cache.

export const createPostAction = action({
  name: "createPost",
  access: "username",
  schema: postSchema,
  limits: (_, { user }) => each(postLimits(user), user.id),
  failure: "publishPostFailed",
  run: async (data, { user, locale }) => ({ ok: true, ...(await createPost(user.id, locale, data)) }),
  revalidate: expireForumPages,
});

export const deletePostsAction = action({
  name: "deletePosts",
  access: "member",
  schema: deletePostsSchema,
  failure: "deletePostsFailed",
  run: async ({ ids }, { user }) => {
    const count = await deleteOwnPosts(user, ids);
    return count ? { ok: true, count } : fail("forbidden");
  },
  revalidate: expireForumPages,
});

export const addCommentAction = action({
  name: "addComment",
  access: "username",
  schema: commentSchema,
  limits: (_, { user }) => each(commentLimits(user), user.id),
  failure: "publishCommentFailed",
  run: async ({ postId, text }, { user }) => {
    const comment = await addComment(user.id, postId, text);
    if (!comment) return fail("notFound");
    // The post's author and earlier commenters who asked for it are mailed; a failure here is
    // reported, never the comment's.
    await queueReplyNotices(comment.id).catch((error: unknown) => reportError(error, { where: "reply notices" }));
    return { ok: true, ...comment };
  },
  revalidate: expireForumPages,
});

export const deleteCommentAction = action({
  name: "deleteComment",
  access: "member",
  schema: deleteCommentSchema,
  failure: "deleteCommentFailed",
  // The thread's page count after the deletion, so that a reader who deleted the last comment of the
  // last page is taken to the new last page rather than to a page that is now past the end (a 404).
  run: async ({ id }, { user }) => {
    const postId = await deleteOwnComment(user, id);
    return postId ? { ok: true, pages: await commentPages(postId, user) } : fail("forbidden");
  },
  revalidate: expireForumPages,
});

const refusals = { notFound: "notFound", unavailable: "translateUnavailable", failed: "translateFailed" } as const;

// Reading a translation needs no account, but each one costs a call to the service: limited per address.
export const translatePostAction = action({
  name: "translatePost",
  access: "anyone",
  schema: translateSchema,
  limits: (_, { address }) => each(translateLimits(), address),
  failure: "translateFailed",
  run: async ({ postId, locale }) => {
    const outcome = await translatePost(postId, locale);
    if (outcome.ok)
      return { ok: true, title: outcome.translation.title, html: renderForumMarkdown(outcome.translation.contents) };
    return fail(refusals[outcome.reason]);
  },
});
