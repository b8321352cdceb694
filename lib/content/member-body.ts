import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/generated/prisma/enums";
import { renderMarkdown } from "@/lib/markdown";
import { pickText } from "./text";

/**
 * The whole body of a members-only article as HTML, for a signed-in reader (the caller checks).
 * Article pages are cached and the same for everyone, so members fetch the locked text this way.
 */
export async function getMemberBodyHtml(articleId: string, locale: Locale): Promise<string | null> {
  const row = await db.article.findUnique({
    where: { id: articleId },
    select: { originalLocale: true, translations: true },
  });
  const text = row && pickText(row.translations, locale, row.originalLocale);
  return text ? renderMarkdown(text.body) : null;
}
