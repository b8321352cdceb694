import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArticleAside } from "@/components/article/article-aside";
import { AlertLevelBadge } from "@/components/content/alert-level-badge";
import { ContactCard, EventDetails } from "@/components/article/details";
import { LockedCard } from "@/components/article/locked-card";
import { MemberUnlock } from "@/components/article/member-unlock";
import { BookmarkButton } from "@/components/bookmarks/bookmark-button";
import { Share } from "@/components/article/share";
import { ProductReviews } from "@/components/reviews/product-reviews";
import { getArticle } from "@/lib/content/article";
import { articleParams } from "@/lib/content/params";
import { jsonForScript, structuredData } from "@/lib/content/structured-data";
import { siteOrigin } from "@/lib/env";
import { alternates } from "@/lib/i18n/metadata";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { localeNames, regions, type Locale } from "@/lib/i18n/routing";
import { renderMarkdown } from "@/lib/markdown";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = { params: Promise<{ locale: Locale; type: string; category: string; slug: string }> };

// Rendered on first request, then served from cache; revalidated when content changes.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

// Pages are the same for everyone (visitors' view); members read locked text once accounts land.
async function load(props: Props) {
  const { locale, ...raw } = await props.params;
  const parsed = articleParams.safeParse(raw);
  if (!parsed.success) notFound();
  const { type, category, slug } = parsed.data;
  const article = await getArticle(type, category, slug, locale, { signedIn: false });
  if (!article) notFound();
  const path = `/${raw.type}/${category}/${slug}`;
  return { locale, article, path, url: siteOrigin() + getPathname({ locale, href: path }) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, article, path, url } = await load(props);
  const t = await getTranslations({ locale, namespace: "ArticlePage" });
  // Shared links and search results say an invented item is an example before anyone opens it.
  const title = article.isExample ? t("exampleTitle", { title: article.title }) : article.title;
  const description = article.isExample ? t("exampleDescription", { summary: article.summary }) : article.summary;
  return {
    title,
    description,
    alternates: alternates(locale, path),
    twitter: { card: "summary", title, description },
    openGraph: {
      type: "article",
      url,
      title,
      description,
      locale: regions[locale].replace("-", "_"),
      publishedTime: article.publishedAt.toISOString(),
      modifiedTime: article.updatedAt.toISOString(),
      ...(article.imageUrl ? { images: [{ url: article.imageUrl, alt: article.imageAlt ?? "" }] } : {}),
    },
  };
}

export default async function ArticlePage(props: Props) {
  const { locale, article, path, url } = await load(props);
  setRequestLocale(locale);
  const t = await getTranslations("ArticlePage");
  const types = await getTranslations("ContentTypes");
  const levels = await getTranslations("AlertLevel");
  const format = await getRegionFormatter();
  // The client parts (bookmark, members' text) get their words from here, not from the browser.
  const bookmark = await getTranslations("Bookmark");
  const members = await getTranslations("MemberContent");
  const segment = path.split("/")[1]!;
  const callbackUrl = getPathname({ locale, href: path });
  const foreign = article.textLocale !== locale;
  const jsonLd = structuredData(article, url, locale, siteOrigin());

  return (
    <article lang={foreign ? article.textLocale : undefined}>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />}
      <nav aria-label={t("breadcrumb")} className="text-sm" lang={locale}>
        <Link href={`/${segment}`} className="text-brand-700 dark:text-brand-300">
          {types(`${article.type}.title`)}
        </Link>
        <span aria-hidden="true"> / </span>
        <Link href={`/${segment}/${article.categorySlug}`} className="text-brand-700 dark:text-brand-300">
          {article.categoryName}
        </Link>
      </nav>
      <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{article.summary}</p>
      <p className="mt-3 flex flex-wrap gap-x-4 text-sm text-slate-600 dark:text-slate-400" lang={locale}>
        {article.alertLevel && (
          <span>
            <span className="sr-only">{levels("label")}: </span>
            <AlertLevelBadge level={article.alertLevel} label={levels(article.alertLevel)} />
          </span>
        )}
        <span>{t("updated", { date: format.dateTime(article.updatedAt, { dateStyle: "long" }) })}</span>
        {article.source && <span>{t("source", { source: article.source.name })}</span>}
      </p>
      {article.isExample && (
        <p
          role="note"
          lang={locale}
          className="mt-4 rounded-md border border-slate-500 px-4 py-2 text-sm font-medium dark:border-slate-400"
        >
          {t("exampleNote")}
        </p>
      )}
      {foreign && (
        <p role="note" lang={locale} className="mt-4 rounded-md bg-slate-100 px-4 py-2 text-sm dark:bg-slate-800">
          {t("onlyIn", { language: localeNames[article.textLocale] })}
        </p>
      )}
      <div className="mt-4" lang={locale}>
        <BookmarkButton
          articleId={article.id}
          callbackUrl={callbackUrl}
          labels={{
            signIn: t("bookmarkSignIn"),
            add: bookmark("add"),
            remove: bookmark("remove"),
            added: bookmark("added"),
            removed: bookmark("removed"),
            failed: bookmark("failed"),
          }}
        />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          {article.locked ? (
            <MemberUnlock articleId={article.id} locale={locale} loadingLabel={members("loading")}>
              {article.body && (
                <div
                  className="prose-article space-y-4 leading-relaxed"
                  dangerouslySetInnerHTML={{ __html: renderMarkdown(article.body) }}
                />
              )}
              <div lang={locale}>
                <LockedCard level={article.accessLevel as "LIMITED" | "PREMIUM"} callbackUrl={callbackUrl} />
              </div>
            </MemberUnlock>
          ) : (
            article.body && (
              <div
                className="prose-article space-y-4 leading-relaxed"
                dangerouslySetInnerHTML={{ __html: renderMarkdown(article.body) }}
              />
            )
          )}
          <div lang={locale}>
            <Share url={url} title={article.title} />
          </div>
          {article.type === "PRODUCT" && (
            <div lang={locale}>
              <ProductReviews productId={article.id} callbackUrl={callbackUrl} />
            </div>
          )}
        </div>
        <div className="space-y-4" lang={locale}>
          <EventDetails article={article} />
          <ContactCard article={article} />
          <ArticleAside article={article} locale={locale} />
        </div>
      </div>
    </article>
  );
}
