import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Items readers may see: published in at least one language. A language is published
 * while its ArticleTranslation row exists (drafts live in ArticleDraft), so an item the newsroom
 * created but never published, or unpublished in every language, is in no list, count, feed,
 * facet or sitemap. Every reader query of Article includes this.
 */
export const publishedItem = { translations: { some: {} } } satisfies Prisma.ArticleWhereInput;
