import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { db } from "@/lib/db";
import type { AccessLevel, AlertLevel, ContentType, Locale } from "@/lib/generated/prisma/enums";
import { pickText } from "./text";
import { publishedItem } from "@/lib/content/published";
import { contentTag } from "@/lib/cache-tags";

export type ContentSummary = {
  id: string;
  type: ContentType;
  slug: string;
  category: string;
  title: string;
  summary: string;
  // The language the text is in: the reader's, or the original when not yet translated.
  textLocale: Locale;
  accessLevel: AccessLevel;
  // Invented demo content, labelled wherever it is shown (docs/content.md).
  isExample: boolean;
  // A public health watch item's level (ALERT, ADVISORY, UPDATE, INFORMATION), if it has one.
  alertLevel: AlertLevel | null;
  publishedAt: Date;
  startsAt: Date | null;
};

export const summarySelect = {
  id: true,
  type: true,
  slug: true,
  accessLevel: true,
  isExample: true,
  alertLevel: true,
  publishedAt: true,
  startsAt: true,
  originalLocale: true,
  category: { select: { slug: true } },
  translations: { select: { locale: true, title: true, summary: true } },
} as const;

type Row = {
  id: string;
  type: ContentType;
  slug: string;
  accessLevel: ContentSummary["accessLevel"];
  isExample: boolean;
  alertLevel: ContentSummary["alertLevel"];
  publishedAt: Date;
  startsAt: Date | null;
  originalLocale: Locale;
  category: { slug: string };
  translations: { locale: Locale; title: string; summary: string }[];
};

export function toSummaries(rows: Row[], locale: Locale): ContentSummary[] {
  return rows.flatMap((row) => {
    const text = pickText(row.translations, locale, row.originalLocale);
    return text
      ? [
          {
            id: row.id,
            type: row.type,
            slug: row.slug,
            category: row.category.slug,
            title: text.title,
            summary: text.summary,
            textLocale: text.locale,
            accessLevel: row.accessLevel,
            isExample: row.isExample,
            alertLevel: row.alertLevel,
            publishedAt: row.publishedAt,
            startsAt: row.startsAt,
          },
        ]
      : [];
  });
}

export type CategorySection = { slug: string; name: string; total: number; items: ContentSummary[] };

/** A content type's categories in order, each with its newest items (events: next upcoming first). */
export const listTypeByCategory = cache(
  async (type: ContentType, locale: Locale, perCategory: number): Promise<CategorySection[]> => {
    const categories = await db.category.findMany({
      where: { type },
      orderBy: { position: "asc" },
      select: {
        id: true,
        slug: true,
        translations: { where: { locale }, select: { name: true } },
        _count: { select: { articles: true } },
      },
    });
    return Promise.all(
      categories.map(async (c) => ({
        slug: c.slug,
        name: c.translations[0]?.name ?? c.slug,
        total: c._count.articles,
        items: toSummaries(
          await db.article.findMany({
            where: { ...publishedItem, categoryId: c.id },
            orderBy: type === "EVENT" ? [{ startsAt: "desc" }] : [{ publishedAt: "desc" }],
            take: perCategory,
            select: summarySelect,
          }),
          locale,
        ),
      })),
    );
  },
);

export const getCategory = cache(async (type: ContentType, slug: string, locale: Locale) => {
  const c = await db.category.findUnique({
    where: { type_slug: { type, slug } },
    select: { id: true, slug: true, translations: { where: { locale }, select: { name: true } } },
  });
  return c ? { id: c.id, slug: c.slug, name: c.translations[0]?.name ?? c.slug } : null;
});

// unstable_cache stores JSON, so dates come back as strings.
export const revive = (item: ContentSummary): ContentSummary => ({
  ...item,
  publishedAt: new Date(item.publishedAt),
  startsAt: item.startsAt ? new Date(item.startsAt) : null,
});

/** One page of a category's items, newest first; cached until content changes. */
export async function listCategoryPage(categoryId: string, locale: Locale, page: number, pageSize: number) {
  const { total, items } = await cachedCategoryPage(categoryId, locale, page, pageSize);
  return { total, items: items.map(revive) };
}

const cachedCategoryPage = unstable_cache(
  async (categoryId: string, locale: Locale, page: number, pageSize: number) => {
    const [total, rows] = await Promise.all([
      db.article.count({ where: { ...publishedItem, categoryId } }),
      db.article.findMany({
        where: { ...publishedItem, categoryId },
        orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
        skip: (page - 1) * pageSize,
        take: pageSize,
        select: summarySelect,
      }),
    ]);
    return { total, items: toSummaries(rows, locale) };
  },
  ["category-page"],
  { tags: [contentTag], revalidate: 3600 },
);
