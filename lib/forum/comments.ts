import "server-only";
import { db } from "@/lib/db";
import { isModerator } from "@/lib/auth/session";
import { visibleTo, type Viewer } from "./viewer";

export const COMMENTS_PAGE_SIZE = 10;

/** The comments of a post that `viewer` may see. */
const commentsOf = (postId: string, viewer: Viewer) => ({ postId, ...visibleTo(viewer) });

/** A page of a post's comments, oldest first (a conversation reads top-down). */
export async function listComments(postId: string, page: number, viewer: Viewer) {
  const where = commentsOf(postId, viewer);
  const [total, comments] = await Promise.all([
    db.forumComment.count({ where }),
    db.forumComment.findMany({
      where,
      select: {
        id: true,
        text: true,
        createdAt: true,
        hiddenAt: true,
        authorId: true,
        author: { select: { username: true } },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (page - 1) * COMMENTS_PAGE_SIZE,
      take: COMMENTS_PAGE_SIZE,
    }),
  ]);
  return { total, comments };
}
export type Comment = Awaited<ReturnType<typeof listComments>>["comments"][number];

/** How many pages of a post's comments `viewer` sees (at least one), as listComments pages them. */
export async function commentPages(postId: string, viewer: Viewer): Promise<number> {
  const total = await db.forumComment.count({ where: commentsOf(postId, viewer) });
  return Math.max(1, Math.ceil(total / COMMENTS_PAGE_SIZE));
}

/**
 * The address of a comment: its post, on the page of comments where `viewer` finds it (in the order
 * of listComments), at its anchor. Used by links that lead to one comment (moderation, notices, mail).
 */
export async function commentHref(comment: { id: string; postId: string; createdAt: Date }, viewer: Viewer) {
  const before = await db.forumComment.count({
    where: {
      postId: comment.postId,
      AND: [
        visibleTo(viewer),
        { OR: [{ createdAt: { lt: comment.createdAt } }, { createdAt: comment.createdAt, id: { lt: comment.id } }] },
      ],
    },
  });
  const page = Math.floor(before / COMMENTS_PAGE_SIZE) + 1;
  return `/forum/posts/${comment.postId}${page > 1 ? `?page=${page}` : ""}#comment-${comment.id}`;
}

/** Adds a comment to a visible post; null when the post is gone or hidden. Returns the page it lands on. */
export async function addComment(authorId: string, postId: string, text: string) {
  const post = await db.forumPost.findFirst({ where: { id: postId, hiddenAt: null }, select: { id: true } });
  if (!post) return null;
  const comment = await db.forumComment.create({
    data: { authorId, postId, text },
    select: { id: true, createdAt: true },
  });
  const position = await db.forumComment.count({
    where: { postId, hiddenAt: null, createdAt: { lte: comment.createdAt } },
  });
  return { id: comment.id, page: Math.max(1, Math.ceil(position / COMMENTS_PAGE_SIZE)) };
}

/** Deletes a comment if `user` wrote it (or moderates); returns its post id, or null when refused or missing. */
export async function deleteOwnComment(user: NonNullable<Viewer>, id: string): Promise<string | null> {
  const comment = await db.forumComment.findUnique({ where: { id }, select: { postId: true, authorId: true } });
  if (!comment) return null;
  const where = isModerator(user) ? { id } : { id, authorId: user.id };
  const { count } = await db.forumComment.deleteMany({ where });
  return count ? comment.postId : null;
}
