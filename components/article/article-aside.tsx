import { getTranslations } from "next-intl/server";
import { ContentCard } from "@/components/content/content-card";
import type { Article } from "@/lib/content/article";
import { Link } from "@/lib/i18n/navigation";
import { getRegionFormatter } from "@/lib/i18n/format";
import { localeNames, routing, type Locale } from "@/lib/i18n/routing";
import { VideoEmbed, type VideoSource } from "./video-embed";

const outbound =
  "block rounded-md bg-brand-700 px-4 py-2 text-center font-semibold text-white no-underline hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950";

/** Outbound actions (watch, website, read more), tags, listed products and related items. */
export async function ArticleAside({ article, locale }: { article: Article; locale: Locale }) {
  const t = await getTranslations("ArticlePage");
  const video = await getTranslations("VideoEmbed");
  const format = await getRegionFormatter();
  const external = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={outbound}>
      {label} <span className="sr-only">{t("externalNote")}</span>
    </a>
  );

  const source = videoSource(article, locale);
  const seconds = article.durationSeconds;

  return (
    <>
      {source && (
        <VideoEmbed
          source={source}
          title={article.title}
          labels={{
            watch: video("watch"),
            consent: source.provider === "site" ? video("madeBySite") : video("consent"),
          }}
        />
      )}
      {seconds && (
        <p className="text-sm">
          {seconds < 60
            ? t("durationSeconds", { seconds: format.number(seconds) })
            : t("duration", { minutes: format.number(Math.round(seconds / 60)) })}
        </p>
      )}
      {article.type === "VIDEO" &&
        !article.videoId &&
        article.externalUrl &&
        external(article.externalUrl, t("watchOnChannel"))}
      {article.type === "VIDEO" && !article.videoId && !article.externalUrl && article.isExample && (
        <p className="text-sm">{t("noVideo")}</p>
      )}
      {article.manufacturerUrl && external(article.manufacturerUrl, t("manufacturerWebsite"))}
      {article.type !== "VIDEO" &&
        !article.aggregated &&
        article.externalUrl &&
        article.externalUrl !== article.manufacturerUrl &&
        external(article.externalUrl, t("goToWebsite"))}
      {article.source?.url && external(article.source.url, t("readMore"))}

      {article.tags.length > 0 && (
        <section aria-labelledby="tags-title">
          <h2 id="tags-title" className="text-lg font-semibold">
            {t("tags")}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag.slug}>
                <Link
                  href={`/tag/${tag.slug}`}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm no-underline hover:bg-slate-200 dark:bg-slate-800 dark:hover:bg-slate-700"
                >
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <CardList title={t("listedProducts")} id="products-title" items={article.products} locale={locale} />
      <CardList title={t("related")} id="related-title" items={article.related} locale={locale} />
    </>
  );
}

function videoSource(article: Article, locale: Locale): VideoSource | null {
  if (!article.videoId) return null;
  if (article.videoProvider === "youtube") return { provider: "youtube", id: article.videoId };
  if (article.videoProvider !== "site") return null;
  const captions = routing.locales.map((l) => ({ locale: l, label: localeNames[l] }));
  return { provider: "site", id: article.videoId, captions, captionLocale: locale };
}

function CardList({
  title,
  id,
  items,
  locale,
}: {
  title: string;
  id: string;
  items: Article["related"];
  locale: Locale;
}) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-2 space-y-3">
        {items.map((item) => (
          <li key={item.id}>
            <ContentCard item={item} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
