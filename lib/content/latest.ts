import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { summarySelect, toSummaries } from "./lists";
import type { AccessLevel, AlertLevel, ContentType, Locale } from "@/lib/generated/prisma/enums";
import { publishedItem } from "@/lib/content/published";

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

type Options = { locale: Locale; types: ContentType[]; limit: number; upcoming?: boolean };

/** The newest items of some types (or the next upcoming events), in the reader's language. */
export const listLatest = cache(
  async ({ locale, types, limit, upcoming = false }: Options): Promise<ContentSummary[]> => {
    const rows = await db.article.findMany({
      where: { ...publishedItem, type: { in: types }, ...(upcoming ? { startsAt: { gte: new Date() } } : {}) },
      orderBy: upcoming ? { startsAt: "asc" } : { publishedAt: "desc" },
      take: limit,
      select: summarySelect,
    });
    return toSummaries(rows, locale);
  },
);
