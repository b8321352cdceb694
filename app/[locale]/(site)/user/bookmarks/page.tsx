import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContentCard } from "@/components/content/content-card";
import { RemoveBookmark } from "@/components/bookmarks/remove-bookmark";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requireMember } from "@/lib/auth/guard";
import { listBookmarks } from "@/lib/bookmarks/bookmarks";
import type { Locale } from "@/lib/i18n/routing";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "BookmarksPage" });
  return { title: t("title"), robots: { index: false } };
}

export default async function BookmarksPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireMember("/user/bookmarks");
  const [t, format, bookmarks] = await Promise.all([
    getTranslations("BookmarksPage"),
    getRegionFormatter(),
    listBookmarks(user.id, locale),
  ]);
  return (
    <div>
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("intro")}</p>
      {bookmarks.length === 0 ? (
        <p className="mt-8 rounded-md border border-dashed border-slate-300 p-6 dark:border-slate-700">{t("empty")}</p>
      ) : (
        <ClientMessages namespaces={["Bookmark"]}>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {bookmarks.map(({ articleId, article, savedAt }) => (
              <li key={articleId} className="flex flex-col gap-2">
                {article ? (
                  <ContentCard item={article} locale={locale} />
                ) : (
                  <p className="rounded-md border border-dashed border-slate-300 p-4 dark:border-slate-700">
                    {t("unavailable")}
                  </p>
                )}
                <div className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-400">
                  <span>{t("saved", { date: format.dateTime(savedAt, { dateStyle: "medium" }) })}</span>
                  <RemoveBookmark
                    articleId={articleId}
                    label={`${t("remove")}: ${article?.title ?? t("unavailable")}`}
                    text={t("remove")}
                  />
                </div>
              </li>
            ))}
          </ul>
        </ClientMessages>
      )}
    </div>
  );
}
