import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ForumNav } from "@/components/forum/forum-nav";
import { MyPostsList } from "@/components/forum/my-posts-list";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { ModerationNotices } from "@/components/moderation/notices";
import { Pagination, pageParam } from "@/components/ui/pagination";
import { requireMember } from "@/lib/auth/guard";
import { listMyPosts, POSTS_PAGE_SIZE } from "@/lib/forum/posts";
import { Link, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { listModerationNotices, markNoticesRead } from "@/lib/moderation/notifications";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "MyPosts" });
  return { title: t("title"), robots: { index: false } };
}

// The member's own posts (hidden ones included) and any moderation notices about their content.
export default async function MyPostsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = pageParam((await searchParams).page);
  const user = await requireMember(page > 1 ? `/forum/my-posts?page=${page}` : "/forum/my-posts");
  const [{ total, posts }, notices] = await Promise.all([listMyPosts(user.id, page), listModerationNotices(user.id)]);
  // Past the last page (after deleting the posts of the last one, say): the last page there is.
  if (page > 1 && posts.length === 0) {
    const last = Math.ceil(total / POSTS_PAGE_SIZE);
    redirect({ href: last > 1 ? `/forum/my-posts?page=${last}` : "/forum/my-posts", locale });
  }
  if (notices.some((n) => !n.readAt)) await markNoticesRead(user.id);
  const t = await getTranslations("MyPosts");
  const forum = await getTranslations("ForumPage");
  const names = await getTranslations("ForumCategories");
  const format = await getRegionFormatter();
  const rows = posts.map((p) => ({
    id: p.id,
    title: p.title,
    category: names(p.category),
    hidden: Boolean(p.hiddenAt),
    date: format.dateTime(p.publishedAt, { dateStyle: "medium" }),
    comments: forum("comments", { count: p._count.comments, n: format.number(p._count.comments) }),
  }));

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <ForumNav />
      <ModerationNotices notices={notices} />
      {rows.length === 0 ? (
        <div role="status" className="rounded-lg border border-dashed border-slate-300 p-6 dark:border-slate-700">
          <p className="text-lg font-semibold">{t("empty")}</p>
          <p className="mt-2">
            <Link href="/forum/new" className="text-brand-700 dark:text-brand-300">
              {forum("emptyHint")}
            </Link>
          </p>
        </div>
      ) : (
        <ClientMessages namespaces={["MyPosts", ...formNamespaces]}>
          <MyPostsList posts={rows} />
        </ClientMessages>
      )}
      <Pagination
        page={page}
        pageSize={POSTS_PAGE_SIZE}
        total={total}
        hrefFor={(p) => `/forum/my-posts${p > 1 ? `?page=${p}` : ""}`}
      />
    </div>
  );
}
