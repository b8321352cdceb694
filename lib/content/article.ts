import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { itemPageTag } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import type { ContentType, Locale } from "@/lib/generated/prisma/enums";
import { firstParagraph } from "@/lib/markdown";
import { revive, summarySelect, toSummaries } from "./lists";
import { pickText } from "./text";

/** Who reads: signed in or not, and an editor previewing drafts (draft mode). */
export type Viewer = { signedIn: boolean; preview?: boolean };

/**
 * An article as a reader may see it. The body is decided here, on the server: visitors get all of
 * a FREE item, the first paragraph of a LIMITED one and none of a PREMIUM one, so locked text never
 * reaches their browser. Null when the type, category or slug do not match.
 */
export const getArticle = cache(
  async (type: ContentType, category: string, slug: string, locale: Locale, viewer: Viewer) => {
    if (!viewer.signedIn || viewer.preview) return readArticle(type, category, slug, locale, viewer);
    // A member's page renders per request, and every member sees the same item: it comes from the
    // shared data cache, under its page's tag, so what expires the visitors' page (an editor's change,
    // a review: lib/newsroom/revalidate.ts, lib/content/revalidate.ts) expires it too.
    const article = await unstable_cache(
      () => readArticle(type, category, slug, locale, viewer),
      ["article", "signed-in", type, category, slug, locale],
      { tags: [itemPageTag({ type, category, slug }, locale)], revalidate: 3600 },
    )();
    return article && reviveArticle(article);
  },
);

/** getArticle's read, uncached (its tests call it outside Next, where unstable_cache cannot run). */
export async function readArticle(type: ContentType, category: string, slug: string, locale: Locale, viewer: Viewer) {
  const row = await db.article.findUnique({
    where: { type_slug: { type, slug } },
    include: {
      category: { include: { translations: { where: { locale } } } },
      source: { include: { translations: { where: { locale } } } },
      translations: true,
      tags: { include: { tag: { include: { translations: { where: { locale } } } } } },
      related: { orderBy: { position: "asc" }, include: { related: { select: summarySelect } } },
      products: { orderBy: { position: "asc" }, include: { product: { select: summarySelect } } },
      // An aggregated item: the feed entry it was made of (its original date).
      feedEntries: { orderBy: { firstSeenAt: "asc" }, take: 1, select: { publishedAt: true } },
    },
  });
  if (!row || row.category.slug !== category) return null;
  if (viewer.preview) {
    // Each language's draft where there is one, over what readers see.
    const drafts = await db.articleDraft.findMany({ where: { articleId: row.id } });
    for (const draft of drafts) {
      if (!draft.title) continue;
      const text = {
        ...draft,
        correction: row.translations.find((t) => t.locale === draft.locale)?.correction ?? null,
      };
      const at = row.translations.findIndex((t) => t.locale === draft.locale);
      const merged = { ...(at >= 0 ? row.translations[at]! : row.translations[0]!), ...text, articleId: row.id };
      if (at >= 0) row.translations[at] = merged;
      else row.translations.push(merged);
    }
  }
  const text = pickText(row.translations, locale, row.originalLocale);
  if (!text) return null;

  const ratings =
    type === "PRODUCT"
      ? await db.review.aggregate({
          where: { productId: row.id, hiddenAt: null },
          _avg: { rating: true },
          _count: true,
        })
      : null;

  const locked = !viewer.signedIn && row.accessLevel !== "FREE";
  const body = !locked ? text.body : row.accessLevel === "LIMITED" ? firstParagraph(text.body) : null;
  // Only the chosen text goes on; the other translations stay here.
  const { translations, tags, related, products, category: cat, source, feedEntries, ...fields } = row;

  return {
    ...fields,
    // A label such as "Editorial team" in the reader's language; an organisation's own name otherwise.
    source: source && { ...source, name: source.translations[0]?.name ?? source.name },
    title: text.title,
    summary: text.summary,
    seoDescription: text.seoDescription,
    correction: text.correction,
    body,
    locked,
    textLocale: text.locale,
    availableLocales: translations.map((t) => t.locale),
    categoryName: cat.translations[0]?.name ?? cat.slug,
    categorySlug: cat.slug,
    tags: tags.map(({ tag }) => ({ slug: tag.slug, name: tag.translations[0]?.name ?? tag.slug })),
    related: toSummaries(
      related.map((r) => r.related),
      locale,
    ),
    products: toSummaries(
      products.map((p) => p.product),
      locale,
    ),
    rating: ratings?._count ? { average: Number(ratings._avg.rating?.toFixed(2)), count: ratings._count } : null,
    // A link item: made of a feed's entry, read in full at its source (externalUrl).
    aggregated: feedEntries.length > 0,
    originalPublishedAt: feedEntries[0]?.publishedAt ?? null,
  };
}

export type Article = NonNullable<Awaited<ReturnType<typeof readArticle>>>;

const date = (value: Date | null) => (value === null ? null : new Date(value));

// unstable_cache stores JSON, so dates come back as strings.
export const reviveArticle = (article: Article): Article => ({
  ...article,
  publishedAt: new Date(article.publishedAt),
  updatedAt: new Date(article.updatedAt),
  editedAt: date(article.editedAt),
  siteEditedAt: date(article.siteEditedAt),
  startsAt: date(article.startsAt),
  endsAt: date(article.endsAt),
  originalPublishedAt: date(article.originalPublishedAt),
  related: article.related.map(revive),
  products: article.products.map(revive),
});
