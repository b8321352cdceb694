import "server-only";
import { db } from "@/lib/db";

// "Download my data" (the right of access of GDPR and LGPD): everything the site holds about a member, as one JSON
// document. Secrets are left out (password hash, session and link token hashes): they describe
// nothing about the person and would only help whoever got hold of the file.
export async function exportMyData(userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      emailVerified: true,
      username: true,
      name: true,
      bio: true,
      website: true,
      image: true,
      locale: true,
      theme: true,
      role: true,
      emailOnReply: true,
      newsletter: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  // The public forms keep the address as it was typed ("Alice@Example.com").
  const byEmail = { email: { equals: user.email, mode: "insensitive" as const } };
  const subscriptions = await db.subscription.findMany({
    where: { OR: [{ userId }, { email: user.email.toLowerCase() }] },
    select: {
      email: true,
      topic: true,
      topicKey: true,
      locale: true,
      rhythm: true,
      confirmedAt: true,
      createdAt: true,
    },
    orderBy: { createdAt: "asc" },
  });
  const [sessions, bookmarks, posts, comments, reviews, reports, chatMessages, notifications, contributions, support] =
    await Promise.all([
      db.session.findMany({
        where: { userId },
        select: { createdAt: true, lastSeenAt: true, expires: true, userAgent: true },
        orderBy: { createdAt: "asc" },
      }),
      db.bookmark.findMany({
        where: { userId },
        select: { createdAt: true, article: { select: { type: true, slug: true } } },
        orderBy: { createdAt: "asc" },
      }),
      db.forumPost.findMany({
        where: { authorId: userId },
        select: { id: true, title: true, category: true, topic: true, contents: true, locale: true, publishedAt: true },
        orderBy: { publishedAt: "asc" },
      }),
      db.forumComment.findMany({
        where: { authorId: userId },
        select: { id: true, postId: true, text: true, createdAt: true },
        orderBy: { createdAt: "asc" },
      }),
      db.review.findMany({
        where: { userId },
        select: { rating: true, text: true, createdAt: true, editedAt: true, product: { select: { slug: true } } },
        orderBy: { createdAt: "asc" },
      }),
      db.report.findMany({
        where: { reporterId: userId },
        select: { targetType: true, targetId: true, reason: true, status: true, createdAt: true },
        orderBy: { createdAt: "asc" },
      }),
      db.chatMessage.findMany({
        where: { authorId: userId },
        select: { text: true, createdAt: true },
        orderBy: { createdAt: "asc" },
      }),
      db.notification.findMany({
        where: { userId },
        select: { kind: true, data: true, createdAt: true, readAt: true },
        orderBy: { createdAt: "asc" },
      }),
      db.contribution.findMany({
        where: byEmail,
        select: { category: true, description: true, fromName: true, link: true, locale: true, createdAt: true },
        orderBy: { createdAt: "asc" },
      }),
      db.supportRequest.findMany({
        where: byEmail,
        select: { name: true, product: true, subject: true, message: true, locale: true, createdAt: true },
        orderBy: { createdAt: "asc" },
      }),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      emailConfirmedAt: user.emailVerified,
      username: user.username,
      name: user.name,
      bio: user.bio,
      website: user.website,
      avatar: user.image,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    preferences: {
      language: user.locale,
      theme: user.theme,
      emailOnReply: user.emailOnReply,
      newsletter: user.newsletter,
    },
    sessions,
    bookmarks: bookmarks.map((b) => ({ createdAt: b.createdAt, type: b.article.type, slug: b.article.slug })),
    forumPosts: posts,
    forumComments: comments,
    reviews: reviews.map(({ product, ...r }) => ({ product: product.slug, ...r })),
    reportsMade: reports,
    chatMessages,
    notifications,
    contributionsFromYourAddress: contributions,
    supportRequestsFromYourAddress: support,
    subscriptions,
  };
}
