import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CommentForm } from "@/components/forum/comment-form";
import { CommentList } from "@/components/forum/comment-list";
import { ForumNav } from "@/components/forum/forum-nav";
import { TranslatablePost } from "@/components/forum/translatable-post";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { ReportButton } from "@/components/moderation/report-button";
import { Pagination } from "@/components/ui/pagination";
import { COMMENTS_PAGE_SIZE, listComments } from "@/lib/forum/comments";
import { renderForumMarkdown } from "@/lib/forum/markdown";
import type { Post } from "@/lib/forum/posts";
import type { SessionUser } from "@/lib/auth/session";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { getRegionFormatter } from "@/lib/i18n/format";

const namespaces = ["ForumPostPage", "Comments", "Reports", ...formNamespaces] as const;

/**
 * A thread: the post and a page of its comments, for a member (per request, the page beside this
 * folder) or for visitors (viewer null, from the cache: %5Fpage, lib/forum/cached-route.ts).
 */
export async function Thread({
  locale,
  post,
  page,
  viewer,
}: {
  locale: Locale;
  post: Post;
  page: number;
  viewer: SessionUser | null;
}) {
  const { total, comments } = await listComments(post.id, page, viewer);
  if (page > 1 && comments.length === 0) notFound();
  const t = await getTranslations("ForumPostPage");
  const c = await getTranslations("Comments");
  const names = await getTranslations("ForumCategories");
  const format = await getRegionFormatter();
  const path = `/forum/posts/${post.id}`;
  const callbackUrl = getPathname({ locale, href: path });

  return (
    <ClientMessages namespaces={namespaces}>
      <div className="space-y-8">
        <ForumNav />
        <article>
          {post.hiddenAt && (
            <p
              role="note"
              className="mb-4 rounded-md bg-amber-100 px-4 py-2 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
            >
              {t("hiddenNotice")}
            </p>
          )}
          <TranslatablePost
            postId={post.id}
            postLocale={post.locale}
            readerLocale={locale}
            title={post.title}
            html={renderForumMarkdown(post.contents)}
          />
          <p className="mt-6 flex flex-wrap gap-x-4 text-sm text-slate-600 dark:text-slate-400">
            <span>{t("by", { name: post.author.username ?? t("formerMember") })}</span>
            <time dateTime={post.publishedAt.toISOString()}>
              {t("published", { date: format.dateTime(post.publishedAt, { dateStyle: "long" }) })}
            </time>
            <Link
              href={`/forum?category=${post.category.toLowerCase().replace(/_/g, "-")}`}
              className="text-brand-700 dark:text-brand-300"
            >
              {names(post.category)}
            </Link>
            {post.topic && <span>{t("topic", { topic: post.topic })}</span>}
          </p>
          {viewer && viewer.id !== post.authorId && (
            <div className="mt-3">
              <ReportButton targetType="POST" targetId={post.id} />
            </div>
          )}
        </article>

        <section aria-labelledby="comments" className="space-y-4">
          <h2 id="comments" className="text-2xl font-semibold">
            {c("title")}
          </h2>
          {total === 0 ? (
            <p role="status" className="text-slate-700 dark:text-slate-300">
              {c("empty")}
            </p>
          ) : (
            <CommentList comments={comments} viewer={viewer} />
          )}
          {total > 0 && (
            <Pagination
              page={page}
              pageSize={COMMENTS_PAGE_SIZE}
              total={total}
              hrefFor={(p) => `${path}?page=${p}#comments`}
            />
          )}
          {post.hiddenAt ? null : !viewer ? (
            <p>
              <Link
                href={{ pathname: "/auth/need-login", query: { callbackUrl } }}
                className="text-brand-700 dark:text-brand-300"
              >
                {c("signInToComment")}
              </Link>
            </p>
          ) : !viewer.username ? (
            <p>
              <Link
                href={{ pathname: "/user/account", query: { needUsername: "1", callbackUrl } }}
                className="text-brand-700 dark:text-brand-300"
              >
                {c("chooseUsername")}
              </Link>
            </p>
          ) : (
            <CommentForm postId={post.id} />
          )}
        </section>
      </div>
    </ClientMessages>
  );
}
