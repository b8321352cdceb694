import type { Metadata } from "next";
import { draftMode } from "next/headers";
import { notFound, permanentRedirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LinkItem } from "@/components/article/link-item";
import { ArticleAside } from "@/components/article/article-aside";
import { AlertLevelBadge } from "@/components/content/alert-level-badge";
import { ContactCard, EventDetails } from "@/components/article/details";
import { Cover } from "@/components/article/cover";
import { LockedCard } from "@/components/article/locked-card";
import { BookmarkButton } from "@/components/bookmarks/bookmark-button";
import { Share } from "@/components/article/share";
import { ProductReviews } from "@/components/reviews/product-reviews";
import { getMember } from "@/lib/auth/member";
import { isEditor } from "@/lib/auth/session";
import { isBookmarked } from "@/lib/bookmarks/bookmarks";
import { getArticle } from "@/lib/content/article";
import { findRedirect } from "@/lib/newsroom/items";
import { articlePath } from "@/lib/seo/urls";
import { articleParams } from "@/lib/content/params";
import { dateline } from "@/lib/content/dateline";
import { jsonForScript, structuredData } from "@/lib/content/structured-data";
import { siteOrigin } from "@/lib/env";
import { alternates } from "@/lib/seo/metadata";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { regions, type Locale } from "@/lib/i18n/routing";
import { languageInSentence } from "@/lib/i18n/names";
import { renderMarkdown } from "@/lib/markdown";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = { params: Promise<{ locale: Locale; type: string; category: string; slug: string }> };

// Rendered on first request, then served from cache; revalidated when content changes.
export const revalidate = 3600;
// force-static: Next hands this render an empty cookie jar, so the header is the visitors' one and
// the page stays cached; members get the same page from its variant under %5Fmember (proxy.ts).
export const dynamic = "force-static";
export function generateStaticParams() {
  return [];
}

// Cached, this is the visitors' page: getMember() is null under force-static (no cookie is read),
// so a locked article has its teaser and the needs-login card and never its text. The member
// variant (%5Fmember, per request) renders the same code for the signed-in member: the whole text,
// their bookmark and their review are in its first HTML (docs/adr/0040-member-pages.md).
async function load(props: Props) {
  const { locale, ...raw } = await props.params;
  const parsed = articleParams.safeParse(raw);
  if (!parsed.success) notFound();
  const { type, category, slug } = parsed.data;
  const member = await getMember();
  // An editor previewing drafts at the real address (draft mode, turned on by /api/editor/preview).
  const preview = (await draftMode()).isEnabled && isEditor(member);
  const article = await getArticle(type, category, slug, locale, { signedIn: member !== null, preview });
  if (!article) {
    // A changed address (slug or category, in the newsroom) answers a permanent redirect.
    const moved = await findRedirect(type, category, slug);
    if (moved) permanentRedirect(getPathname({ locale, href: articlePath(moved.type, moved.category, moved.slug) }));
    notFound();
  }
  const path = `/${raw.type}/${category}/${slug}`;
  return { locale, article, member, preview, path, url: siteOrigin() + getPathname({ locale, href: path }) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, article, preview, path, url } = await load(props);
  const t = await getTranslations({ locale, namespace: "ArticlePage" });
  // Shared links and search results say an invented item is an example before anyone opens it.
  const title = article.isExample ? t("exampleTitle", { title: article.title }) : article.title;
  const summary = article.seoDescription ?? article.summary;
  const description = article.isExample ? t("exampleDescription", { summary }) : summary;
  return {
    title,
    description,
    ...(preview ? { robots: { index: false, follow: false } } : {}),
    alternates: alternates(locale, path, undefined, {
      languages: article.availableLocales,
      canonical: article.textLocale,
    }),
    twitter: { card: "summary", title, description },
    openGraph: {
      type: "article",
      url,
      title,
      description,
      locale: regions[locale].replace("-", "_"),
      publishedTime: article.publishedAt.toISOString(),
      modifiedTime: (article.editedAt ?? article.publishedAt).toISOString(),
      ...(article.imageUrl ? { images: [{ url: article.imageUrl, alt: article.imageAlt ?? "" }] } : {}),
    },
  };
}

export default async function ArticlePage(props: Props) {
  const { locale, article, member, preview, path, url } = await load(props);
  setRequestLocale(locale);
  const bookmarked = member ? await isBookmarked(member.id, article.id) : null;
  const t = await getTranslations("ArticlePage");
  const types = await getTranslations("ContentTypes");
  const levels = await getTranslations("AlertLevel");
  const format = await getRegionFormatter();
  // The client parts (bookmark) get their words from here, not from the browser.
  const bookmark = await getTranslations("Bookmark");
  const offline = await getTranslations("Offline");
  const segment = path.split("/")[1]!;
  const callbackUrl = getPathname({ locale, href: path });
  const foreign = article.textLocale !== locale;
  const jsonLd = structuredData(article, url, locale, siteOrigin());

  return (
    <article lang={foreign ? article.textLocale : undefined}>
      {preview && (
        <p
          role="status"
          lang={locale}
          data-testid="preview-banner"
          className="mb-4 rounded-md border-2 border-amber-700 bg-amber-50 px-4 py-2 font-semibold text-amber-950 dark:border-amber-400 dark:bg-slate-900 dark:text-amber-100"
        >
          {t("previewBanner")}{" "}
          <a href={`/api/editor/preview?exit=1&to=${encodeURIComponent(callbackUrl)}`} className="underline">
            {t("leavePreview")}
          </a>
        </p>
      )}
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
        <span data-testid="dateline">{dateline(article, (key, values) => t(key, values), format)}</span>
        {article.source && <span>{t("source", { source: article.source.name })}</span>}
      </p>
      {/* A video's image is its player's poster. */}
      {article.imageUrl && article.type !== "VIDEO" && <Cover url={article.imageUrl} alt={article.imageAlt ?? ""} />}
      {article.isExample && (
        <p
          role="note"
          lang={locale}
          className="mt-4 rounded-md border border-slate-500 px-4 py-2 text-sm font-medium dark:border-slate-400"
        >
          {t("exampleNote")}
        </p>
      )}
      {article.correction && (
        <p
          role="note"
          lang={foreign ? article.textLocale : undefined}
          className="mt-4 rounded-md border border-amber-700 px-4 py-2 text-sm dark:border-amber-400"
          data-testid="correction"
        >
          <strong lang={locale}>{t("correctionLabel")}</strong> {article.correction}
        </p>
      )}
      {foreign && (
        <p role="note" lang={locale} className="mt-4 rounded-md bg-slate-100 px-4 py-2 text-sm dark:bg-slate-800">
          {t("onlyIn", { language: languageInSentence(locale, article.textLocale) })}
        </p>
      )}
      <div className="mt-4" lang={locale}>
        <BookmarkButton
          articleId={article.id}
          callbackUrl={callbackUrl}
          initial={bookmarked}
          labels={{
            signIn: t("bookmarkSignIn"),
            link: bookmark("add"),
            // A visitor's toggle is "Save for offline", on the device (docs/offline.md).
            ...(bookmarked === null
              ? {
                  add: offline("save"),
                  remove: offline("unsave"),
                  added: offline("savedToast"),
                  removed: offline("unsavedToast"),
                  failed: offline("saveFailed"),
                }
              : {
                  add: bookmark("add"),
                  remove: bookmark("remove"),
                  added: bookmark("added"),
                  removed: bookmark("removed"),
                  failed: bookmark("failed"),
                }),
          }}
        />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <div lang={locale}>
            <LinkItem article={article} />
          </div>
          {article.locked ? (
            <div>
              {article.body && (
                <div
                  className="prose-article space-y-4 leading-relaxed"
                  dangerouslySetInnerHTML={{ __html: renderMarkdown(article.body) }}
                />
              )}
              <div lang={locale}>
                <LockedCard level={article.accessLevel as "LIMITED" | "PREMIUM"} callbackUrl={callbackUrl} />
              </div>
            </div>
          ) : (
            article.body && (
              <div
                className="prose-article space-y-4 leading-relaxed"
                data-member-body={article.accessLevel === "FREE" ? undefined : ""}
                dangerouslySetInnerHTML={{ __html: renderMarkdown(article.body) }}
              />
            )
          )}
          <div lang={locale}>
            <Share url={url} title={article.title} />
          </div>
          {article.type === "PRODUCT" && (
            <div lang={locale}>
              <ProductReviews productId={article.id} callbackUrl={callbackUrl} memberId={member?.id ?? null} />
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
