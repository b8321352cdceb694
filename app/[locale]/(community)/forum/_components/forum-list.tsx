import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ForumNav } from "@/components/forum/forum-nav";
import { PostCard } from "@/components/forum/post-card";
import { Pagination } from "@/components/ui/pagination";
import { categorySlug } from "@/lib/forum/categories";
import { listPosts, POSTS_PAGE_SIZE } from "@/lib/forum/posts";
import type { Viewer } from "@/lib/forum/viewer";
import { Link } from "@/lib/i18n/navigation";
import { forumCategories, type ForumCategory } from "@/lib/validation/forum";

/**
 * The forum's latest posts, by category, paged: a member's (per request, app/[locale]/(community)/forum)
 * or the visitors' (viewer null, from the cache: %5Fpage, lib/forum/cached-route.ts).
 */
export async function ForumList({
  category,
  page,
  viewer,
}: {
  category: ForumCategory | undefined;
  page: number;
  viewer: Viewer;
}) {
  const t = await getTranslations("ForumPage");
  const names = await getTranslations("ForumCategories");
  const { total, posts } = await listPosts({ category, page, viewer });
  // A page past the last one does not exist (as on the category pages), rather than "no posts yet".
  if (page > 1 && posts.length === 0) notFound();
  const href = (c: string | undefined, p = 1) => {
    const q = new URLSearchParams();
    if (c) q.set("category", c);
    if (p > 1) q.set("page", String(p));
    return `/forum${q.size ? `?${q}` : ""}`;
  };
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm no-underline ${active ? "border-brand-700 bg-brand-700 text-white dark:border-brand-600 dark:bg-brand-600" : "border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"}`;

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t("intro")}</p>
      <ForumNav />
      <nav aria-label={t("categories")}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link href={href(undefined)} aria-current={!category ? "page" : undefined} className={chip(!category)}>
              {t("allCategories")}
            </Link>
          </li>
          {forumCategories.map((c) => (
            <li key={c}>
              <Link
                href={href(categorySlug(c))}
                aria-current={category === c ? "page" : undefined}
                className={chip(category === c)}
              >
                {names(c)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="latest-posts">
        <h2 id="latest-posts" className="sr-only">
          {category ? names(category) : t("latest")}
        </h2>
        {posts.length === 0 ? (
          <div role="status" className="rounded-lg border border-dashed border-slate-300 p-6 dark:border-slate-700">
            <p className="text-lg font-semibold">{t("empty")}</p>
            <p className="mt-2">
              <Link href="/forum/new" className="text-brand-700 dark:text-brand-300">
                {t("emptyHint")}
              </Link>
            </p>
          </div>
        ) : (
          <ol className="space-y-3">
            {posts.map((p) => (
              <li key={p.id}>
                <PostCard
                  post={{ ...p, username: p.author.username, comments: p._count.comments, hidden: Boolean(p.hiddenAt) }}
                />
              </li>
            ))}
          </ol>
        )}
        <Pagination
          page={page}
          pageSize={POSTS_PAGE_SIZE}
          total={total}
          hrefFor={(p) => href(category && categorySlug(category), p)}
        />
      </section>
    </div>
  );
}
