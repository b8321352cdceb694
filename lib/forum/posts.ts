import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { isModerator } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/routing";
import type { ForumCategory, PostInput } from "@/lib/validation/forum";
import { visibleTo, type Viewer } from "./viewer";

export const POSTS_PAGE_SIZE = 20;

const listSelect = (viewer: Viewer) =>
  ({
    id: true,
    title: true,
    category: true,
    topic: true,
    locale: true,
    publishedAt: true,
    hiddenAt: true,
    authorId: true,
    author: { select: { username: true } },
    _count: { select: { comments: { where: visibleTo(viewer) } } },
  }) as const;

/** The latest posts, newest first, optionally of one category. */
export async function listPosts({
  category,
  page,
  viewer,
}: {
  category?: ForumCategory;
  page: number;
  viewer: Viewer;
}) {
  const where = { ...(category ? { category } : {}), ...visibleTo(viewer) };
  const [total, posts] = await Promise.all([
    db.forumPost.count({ where }),
    db.forumPost.findMany({
      where,
      select: listSelect(viewer),
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * POSTS_PAGE_SIZE,
      take: POSTS_PAGE_SIZE,
    }),
  ]);
  return { total, posts };
}
export type PostSummary = Awaited<ReturnType<typeof listPosts>>["posts"][number];

/** A page of the signed-in user's own posts (hidden ones included, marked), newest first, and how many. */
export async function listMyPosts(userId: string, page: number) {
  const where = { authorId: userId };
  const [total, posts] = await Promise.all([
    db.forumPost.count({ where }),
    db.forumPost.findMany({
      where,
      select: listSelect({ id: userId, role: "USER" }),
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * POSTS_PAGE_SIZE,
      take: POSTS_PAGE_SIZE,
    }),
  ]);
  return { total, posts };
}

/** One post as `viewer` may see it, or null (missing, or hidden from them). */
export const getPost = cache(async (id: string, viewer: Viewer) => {
  return db.forumPost.findFirst({
    where: { id, ...visibleTo(viewer) },
    select: {
      id: true,
      title: true,
      category: true,
      topic: true,
      contents: true,
      locale: true,
      publishedAt: true,
      hiddenAt: true,
      authorId: true,
      author: { select: { username: true } },
    },
  });
});
export type Post = NonNullable<Awaited<ReturnType<typeof getPost>>>;

/** Publishes a post in the author's reading language (which decides its search stemming). */
export async function createPost(
  authorId: string,
  locale: Locale,
  input: Omit<PostInput, "category"> & { category: ForumCategory },
) {
  return db.forumPost.create({
    data: {
      authorId,
      locale,
      title: input.title,
      category: input.category,
      topic: input.topic || null,
      contents: input.contents,
    },
    select: { id: true, title: true },
  });
}

/**
 * Deletes the listed posts that `user` may delete (their own; any, for a moderator). Permanent:
 * comments and cached translations go with them (ON DELETE CASCADE). Returns how many went.
 */
export async function deleteOwnPosts(user: NonNullable<Viewer>, ids: string[]): Promise<number> {
  const where = isModerator(user) ? { id: { in: ids } } : { id: { in: ids }, authorId: user.id };
  const { count } = await db.forumPost.deleteMany({ where });
  return count;
}
