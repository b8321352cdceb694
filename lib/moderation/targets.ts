import "server-only";
import { db } from "@/lib/db";
import { commentHref } from "@/lib/forum/comments";
import type { ReportTargetType } from "@/lib/validation/report";

// The three kinds of member content that can be reported, behind one shape.
export type Target = {
  type: ReportTargetType;
  id: string;
  authorId: string;
  excerpt: string;
  hidden: boolean;
  href: string;
};

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

export async function findTarget(type: ReportTargetType, id: string): Promise<Target | null> {
  if (type === "POST") {
    const p = await db.forumPost.findUnique({ where: { id }, select: { authorId: true, title: true, hiddenAt: true } });
    return (
      p && {
        type,
        id,
        authorId: p.authorId,
        excerpt: excerpt(p.title),
        hidden: Boolean(p.hiddenAt),
        href: `/forum/posts/${id}`,
      }
    );
  }
  if (type === "COMMENT") {
    const c = await db.forumComment.findUnique({
      where: { id },
      select: { authorId: true, text: true, hiddenAt: true, postId: true, createdAt: true },
    });
    return (
      c && {
        type,
        id,
        authorId: c.authorId,
        excerpt: excerpt(c.text),
        hidden: Boolean(c.hiddenAt),
        // The page as its author sees it (they are told when it is hidden); moderators see as much or more.
        href: await commentHref({ id, postId: c.postId, createdAt: c.createdAt }, { id: c.authorId, role: "USER" }),
      }
    );
  }
  const r = await db.review.findUnique({
    where: { id },
    select: {
      userId: true,
      text: true,
      hiddenAt: true,
      product: { select: { slug: true, category: { select: { slug: true } } } },
    },
  });
  return (
    r && {
      type,
      id,
      authorId: r.userId,
      excerpt: excerpt(r.text),
      hidden: Boolean(r.hiddenAt),
      href: `/products/${r.product.category.slug}/${r.product.slug}`,
    }
  );
}

/** Sets or clears hiddenAt on the target; hidden content disappears for everyone but its author and moderators. */
export async function setHidden(type: ReportTargetType, id: string, hiddenAt: Date | null): Promise<void> {
  if (type === "POST") await db.forumPost.update({ where: { id }, data: { hiddenAt } });
  else if (type === "COMMENT") await db.forumComment.update({ where: { id }, data: { hiddenAt } });
  else await db.review.update({ where: { id }, data: { hiddenAt } });
}

/** Deletes the target for good (a post takes its comments with it). */
export async function deleteTarget(type: ReportTargetType, id: string): Promise<void> {
  if (type === "POST") await db.forumPost.deleteMany({ where: { id } });
  else if (type === "COMMENT") await db.forumComment.deleteMany({ where: { id } });
  else await db.review.deleteMany({ where: { id } });
}
