import "server-only";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/generated/prisma/enums";
import type { SearchFilters } from "./params";

// SQL pieces shared by the search queries. Everything is composed with Prisma.sql tagged
// templates: values are always bound parameters, never spliced into the SQL text.

/** What a reader typed, as a tsquery (text) for each language's configuration; null when it has no searchable word there. */
export type LocaleQueries = Record<Locale, string | null>;

/**
 * The top-level alternatives of a tsquery's text form ("'a' & 'b' | 'c'" -> ["'a' & 'b'", "'c'"]),
 * outside quoted lexemes and parentheses. `|` binds loosest, so each is a query of its own.
 */
export function alternatives(query: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < query.length; i++) {
    const ch = query[i];
    if (ch === "'") quoted = !quoted;
    else if (!quoted && ch === "(") depth++;
    else if (!quoted && ch === ")") depth--;
    else if (!quoted && depth === 0 && ch === "|") {
      parts.push(query.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(query.slice(start).trim());
  return parts.filter(Boolean);
}

// search_query() ORs the query as typed with its accent-folded twin, which are often the same
// ('vacun' | 'vacun'); GIN scans each alternative, so repeats double the index work.
const orOf = (alts: string[]) => (alts.length ? [...new Set(alts)].join(" | ") : null);

export async function buildQueries(db: PrismaClient, q: string): Promise<LocaleQueries> {
  const [row] = await db.$queryRaw<{ en: string; es: string; fr: string; pt: string }[]>`
    SELECT search_query('en'::"Locale", ${q})::text AS en, search_query('es'::"Locale", ${q})::text AS es,
           search_query('fr'::"Locale", ${q})::text AS fr, search_query('pt'::"Locale", ${q})::text AS pt`;
  const own = (text: string | undefined) => orOf(alternatives(text ?? ""));
  return { en: own(row?.en), es: own(row?.es), fr: own(row?.fr), pt: own(row?.pt) };
}

/** Any language's query, for the GIN index; null when no language has a searchable word. */
export const anyQuery = (queries: LocaleQueries) => orOf(Object.values(queries).flatMap((q) => (q ? alternatives(q) : [])));

/** The query in the language of the translation row `t` (a text is searched with its own stemming). */
export const ownQuery = (queries: LocaleQueries) => Prisma.sql`(CASE t.locale
  WHEN 'en' THEN ${queries.en}::tsquery WHEN 'es' THEN ${queries.es}::tsquery
  WHEN 'fr' THEN ${queries.fr}::tsquery ELSE ${queries.pt}::tsquery END)`;

/**
 * The translation row `t` is the one a reader of `locale` sees: their language's, or the
 * original when the item is not translated into it (the same rule as pickText).
 */
// Scalar subqueries rather than NOT EXISTS: the planner may turn NOT EXISTS into a hash of every
// translation in the reader's language, when only a few rows are ever checked (LIMIT).
export const visibleTo = (locale: Locale) => Prisma.sql`(t.locale = ${locale}::"Locale" OR (
  t.locale = (SELECT o."originalLocale" FROM "Article" o WHERE o.id = t."articleId")
  AND (SELECT r.locale FROM "ArticleTranslation" r WHERE r."articleId" = t."articleId" AND r.locale = ${locale}::"Locale") IS NULL))`;

/** FROM clause and conditions for the filters; Article is joined only when a filter needs it. */
export function filtered(filters: SearchFilters): { from: Prisma.Sql; where: Prisma.Sql } {
  const parts: Prisma.Sql[] = [];
  if (filters.type) parts.push(Prisma.sql`a.type = ${filters.type}::"ContentType"`);
  if (filters.tag) {
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM "ArticleTag" x JOIN "Tag" g ON g.id = x."tagId" WHERE x."articleId" = a.id AND g.slug = ${filters.tag})`);
  }
  if (filters.source) parts.push(Prisma.sql`a."sourceId" = (SELECT s.id FROM "Source" s WHERE s.slug = ${filters.source})`);
  if (filters.language) parts.push(Prisma.sql`a."originalLocale" = ${filters.language}::"Locale"`);
  // Brands are products' and the two flags events': saying so lets the (type, …) index find the
  // few rows to check instead of reading every article.
  if (filters.brand) parts.push(Prisma.sql`a.type = 'PRODUCT' AND a.brand = ${filters.brand}`);
  if (filters.isEventFree) parts.push(Prisma.sql`a.type = 'EVENT' AND a."isEventFree" IS TRUE`);
  if (filters.onlineOnly) parts.push(Prisma.sql`a.type = 'EVENT' AND a."onlineOnly" IS TRUE`);
  if (!parts.length) return { from: Prisma.sql`"ArticleTranslation" t`, where: Prisma.empty };
  return {
    from: Prisma.sql`"ArticleTranslation" t JOIN "Article" a ON a.id = t."articleId"`,
    where: Prisma.sql`AND ${Prisma.join(parts, " AND ")}`,
  };
}

/** `q` as an ILIKE pattern that matches only itself (case aside). */
export const literalPattern = (q: string) => q.replace(/[\\%_]/g, "\\$&");
