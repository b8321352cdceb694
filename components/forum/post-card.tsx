import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { ForumCategory } from "@/lib/validation/forum";
import { getRegionFormatter } from "@/lib/i18n/format";

export type PostCardData = {
  id: string;
  title: string;
  category: ForumCategory;
  topic: string | null;
  publishedAt: Date;
  username: string | null;
  comments: number;
  hidden?: boolean;
};

/** One post in a list: title, category, author, published date, comment count. */
export async function PostCard({ post }: { post: PostCardData }) {
  const t = await getTranslations("ForumPage");
  const categories = await getTranslations("ForumCategories");
  const format = await getRegionFormatter();
  return (
    <article className="panel">
      <h3 className="text-lg font-semibold">
        <Link href={`/forum/posts/${post.id}`} className="text-brand-700 dark:text-brand-300">
          {post.title}
        </Link>
      </h3>
      <p className="post-card-meta">
        <span>{categories(post.category)}</span>
        {post.topic && <span>{post.topic}</span>}
        <span>{t("by", { name: post.username ?? t("formerMember") })}</span>
        <time dateTime={post.publishedAt.toISOString()}>
          {format.dateTime(post.publishedAt, { dateStyle: "medium" })}
        </time>
        <span>{t("comments", { count: post.comments, n: format.number(post.comments) })}</span>
        {post.hidden && <span className="font-semibold text-amber-800 dark:text-amber-300">{t("hidden")}</span>}
      </p>
    </article>
  );
}
