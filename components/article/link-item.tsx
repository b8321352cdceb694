import { getTranslations } from "next-intl/server";
import type { Article } from "@/lib/content/article";
import { getRegionFormatter } from "@/lib/i18n/format";

/**
 * What an aggregated item is: a title, an excerpt and a link to read it where it was published. Says
 * whose it is and when they published it; the full text stays on the publisher's site.
 */
export async function LinkItem({ article }: { article: Article }) {
  if (!article.aggregated || !article.externalUrl || !article.source) return null;
  const t = await getTranslations("LinkItem");
  const format = await getRegionFormatter();
  const source = article.source.name;
  return (
    <div
      className="mb-6 space-y-3 rounded-md border border-slate-300 p-4 dark:border-slate-700"
      data-testid="link-item"
    >
      {article.originalPublishedAt && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t("originalDate", { source, date: format.dateTime(article.originalPublishedAt, { dateStyle: "long" }) })}
        </p>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("excerptNote", { source })}</p>
      <a
        href={article.externalUrl}
        rel="noopener noreferrer"
        target="_blank"
        className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white no-underline hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
      >
        {t("readAt", { source })}
      </a>
    </div>
  );
}
