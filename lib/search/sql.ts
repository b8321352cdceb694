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

/** What a reader typed, as a tsquery for each language's configuration (also the forum's search). */
export async function buildQueries(db: PrismaClient, q: string): Promise<LocaleQueries> {
  const [row] = await db.$queryRaw<{ en: string; es: string; fr: string; pt: string }[]>`
    SELECT search_query('en'::"Locale", ${q})::text AS en, search_query('es'::"Locale", ${q})::text AS es,
           search_query('fr'::"Locale", ${q})::text AS fr, search_query('pt'::"Locale", ${q})::text AS pt`;
  const own = (text: string | undefined) => orOf(alternatives(text ?? ""));
  return { en: own(row?.en), es: own(row?.es), fr: own(row?.fr), pt: own(row?.pt) };
}

/** The queries, and the estimated share of all translations their words match. */
export type SearchQueries = { queries: LocaleQueries; share: number };

export async function buildSearchQueries(db: PrismaClient, q: string): Promise<SearchQueries> {
  const [queries, frequencies] = await Promise.all([buildQueries(db, q), lexemeFrequencies(db)]);
  return { queries, share: estimatedShare(anyQuery(queries), frequencies) };
}

/**
 * Whether every language's query is one word or another (alternatives of a single lexeme each,
 * no "and", phrase or "not"): then a text that does not match holds none of its words.
 */
export const singleWords = (queries: LocaleQueries) =>
  Object.values(queries).every(
    (query) =>
      !query ||
      alternatives(query).every((a) => {
        const found = lexemes(a);
        return found.length === 1 && !found[0]!.negated && a.replace(/'(?:[^']|'')+'/g, "").trim() === "";
      }),
  );

/** The lexemes of a tsquery (text form), with whether each is negated (`!'word'`). */
export const lexemes = (query: string) =>
  [...query.matchAll(/(!\s*)?'((?:[^']|'')+)'/g)].map((m) => ({
    lexeme: m[2]!.replace(/''/g, "'"),
    negated: Boolean(m[1]),
  }));

/**
 * The share of all translations a tsquery (text form) is expected to match, from the frequency of
 * each lexeme (lexemeFrequencies; a lexeme not listed is rare, counted 0). An alternative matches
 * at most as often as its rarest required word; the alternatives add up. Only a guide for choosing
 * how to look (matches.ts), never for what is found: a wrong guess costs time, not results.
 */
export function estimatedShare(query: string | null, frequencies: ReadonlyMap<string, number>): number {
  if (!query) return 0;
  let share = 0;
  for (const alternative of alternatives(query)) {
    const required = lexemes(alternative).filter((l) => !l.negated);
    if (required.length) share += Math.min(...required.map((l) => frequencies.get(l.lexeme) ?? 0));
  }
  return Math.min(1, share);
}

// The statistics change when ANALYZE runs (autovacuum: after a tenth of the rows changed), so a
// copy kept a few minutes is as good, and spares each search the catalog query (a millisecond).
const FREQUENCIES_TTL_MS = 5 * 60_000;
const frequencyCache = new WeakMap<
  PrismaClient,
  { until: number; frequencies: Promise<ReadonlyMap<string, number>> }
>();

/**
 * How common each common lexeme is: the share of all translations whose searchVector holds it,
 * from the statistics ANALYZE keeps for the planner (search_frequencies(): the most common
 * elements of searchVector, up to ten times the column's statistics target).
 */
export function lexemeFrequencies(db: PrismaClient): Promise<ReadonlyMap<string, number>> {
  const cached = frequencyCache.get(db);
  if (cached && cached.until > Date.now()) return cached.frequencies;
  const frequencies = db.$queryRaw<
    { lexeme: string; frequency: number }[]
  >`SELECT lexeme, frequency FROM search_frequencies()`.then(
    (rows) => new Map(rows.map((r) => [r.lexeme, Number(r.frequency)])),
  );
  frequencyCache.set(db, { until: Date.now() + FREQUENCIES_TTL_MS, frequencies });
  frequencies.catch(() => frequencyCache.delete(db));
  return frequencies;
}

/** Forgets the frequencies read (tests: after an ANALYZE). */
export const forgetLexemeFrequencies = (db: PrismaClient) => frequencyCache.delete(db);

/** Any language's query, for the GIN index; null when no language has a searchable word. */
export const anyQuery = (queries: LocaleQueries) =>
  orOf(Object.values(queries).flatMap((q) => (q ? alternatives(q) : [])));

/** The query in the language of the translation row `t` (a text is searched with its own stemming). */
export const ownQuery = (queries: LocaleQueries) => Prisma.sql`(CASE t.locale
  WHEN 'en' THEN ${queries.en}::tsquery WHEN 'es' THEN ${queries.es}::tsquery
  WHEN 'fr' THEN ${queries.fr}::tsquery ELSE ${queries.pt}::tsquery END)`;

/**
 * The row `t` matches the query in its own language, as a condition the planner can estimate:
 * the languages that share a query are grouped, each group's query a constant (the statistics of
 * searchVector then say how common its words are; a CASE over t.locale would be a blind guess,
 * and a plan made for a rare match walks the wrong way). No language's query: nothing matches.
 */
export function ownMatch(queries: LocaleQueries, vector: Prisma.Sql = Prisma.sql`t."searchVector"`): Prisma.Sql {
  const groups = new Map<string, Locale[]>();
  for (const [locale, query] of Object.entries(queries) as [Locale, string | null][]) {
    if (query) groups.set(query, [...(groups.get(query) ?? []), locale]);
  }
  if (!groups.size) return Prisma.sql`false`;
  const all = Object.keys(queries).length;
  return Prisma.sql`(${Prisma.join(
    [...groups].map(([query, locales]) =>
      locales.length === all
        ? Prisma.sql`${vector} @@ ${query}::tsquery`
        : Prisma.sql`(t.locale IN (${Prisma.join(locales.map((l) => Prisma.sql`${l}::"Locale"`))}) AND ${vector} @@ ${query}::tsquery)`,
    ),
    " OR ",
  )})`;
}

/**
 * For a visitor, a text of a members-only item (LIMITED or PREMIUM) matches on its title and
 * summary only, which a visitor may read; its body must not answer "is this phrase in there?".
 * The vector of those two is computed for such texts only (there are few), not stored.
 */
export function readableBy(reader: Reader, queries: LocaleQueries): Prisma.Sql {
  if (reader === "member") return Prisma.empty;
  const lead = Prisma.sql`search_vector(t.locale, t.title || ' ' || t.summary, 'A')`;
  return Prisma.sql`AND (t."articleId" NOT IN (SELECT id FROM "Article" WHERE "accessLevel" <> 'FREE') OR ${ownMatch(queries, lead)})`;
}

/** Who searches: a visitor reads free texts whole and members-only ones up to their summary. */
export type Reader = "visitor" | "member";

/**
 * The translation row `t` is the one a reader of `locale` sees: their language's, or the
 * original when the item is not translated into it (the same rule as pickText). Triggers keep
 * the answer on the row (readers); the literal form matches the partial indexes of the newest
 * texts each reader sees (ArticleTranslation_<locale>_publishedAt_idx).
 */
export const visibleTo = (locale: Locale) => Prisma.sql`${locale}::"Locale" = ANY (t."readers")`;

/**
 * The item `item` has the tag. By the tag's id when the caller looked it up: a constant, so the
 * planner knows from ArticleTag's statistics how many items carry it, and walks the newest texts
 * testing each for a common tag, or reads a rare tag's few items and sorts them. By its slug it
 * cannot tell (a tag on a tenth of the bench's items: its 10,000 items read and sorted, 230 ms).
 */
function hasTag(item: Prisma.Sql, tag: string, tagId?: string): Prisma.Sql {
  return tagId === undefined
    ? Prisma.sql`EXISTS (SELECT 1 FROM "ArticleTag" x JOIN "Tag" g ON g.id = x."tagId" WHERE x."articleId" = ${item} AND g.slug = ${tag})`
    : Prisma.sql`EXISTS (SELECT 1 FROM "ArticleTag" x WHERE x."articleId" = ${item} AND x."tagId" = ${tagId})`;
}

/** The conditions the filters put on the item (Article `a`); none without filters. `tagId`: see hasTag. */
export function articleConditions(filters: SearchFilters, tagId?: string): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  if (filters.type) parts.push(Prisma.sql`a.type = ${filters.type}::"ContentType"`);
  if (filters.tag) parts.push(hasTag(Prisma.sql`a.id`, filters.tag, tagId));
  if (filters.source)
    parts.push(Prisma.sql`a."sourceId" = (SELECT s.id FROM "Source" s WHERE s.slug = ${filters.source})`);
  if (filters.language) parts.push(Prisma.sql`a."originalLocale" = ${filters.language}::"Locale"`);
  // Brands are products' and the two flags events': saying so lets the (type, …) index find the
  // few rows to check instead of reading every article.
  if (filters.brand) parts.push(Prisma.sql`a.type = 'PRODUCT' AND a.brand = ${filters.brand}`);
  if (filters.isEventFree) parts.push(Prisma.sql`a.type = 'EVENT' AND a."isEventFree" IS TRUE`);
  if (filters.onlineOnly) parts.push(Prisma.sql`a.type = 'EVENT' AND a."onlineOnly" IS TRUE`);
  return parts;
}

/**
 * FROM clause and conditions for the filters; Article is joined only when a filter needs it
 * (the type is on the translation too, kept by a trigger).
 */
export function filtered(filters: SearchFilters): { from: Prisma.Sql; where: Prisma.Sql } {
  const { type, ...others } = filters;
  const parts = articleConditions(others);
  if (!parts.length) {
    return {
      from: Prisma.sql`"ArticleTranslation" t`,
      where: type ? Prisma.sql`AND t.type = ${type}::"ContentType"` : Prisma.empty,
    };
  }
  return {
    from: Prisma.sql`"ArticleTranslation" t JOIN "Article" a ON a.id = t."articleId"`,
    where: Prisma.sql`AND ${Prisma.join(articleConditions(filters), " AND ")}`,
  };
}

/**
 * The texts a reader of `locale` sees (with the filters), newest first, at most `limit`: what the
 * search walks when a query's words are common, and what filters without words list. Without
 * filters, or with the type alone (or a tag known by its id, `tagId`: see hasTag), the reader's
 * partial indexes on ArticleTranslation give the order; with others, Article's (type, source or
 * language, publishedAt) indexes do, and each item's text is one primary-key step away. Both
 * orders are the same (publishedAt, copied to the translations, then the item's id).
 */
export function newestVisible(
  locale: Locale,
  filters: SearchFilters,
  columns: Prisma.Sql,
  limit: number,
  tagId?: string,
): Prisma.Sql {
  const { type, tag, ...others } = filters;
  const tagOnText = tag !== undefined && tagId !== undefined;
  if (!articleConditions(tagOnText ? others : { tag, ...others }).length) {
    const conditions = [visibleTo(locale)];
    if (type) conditions.push(Prisma.sql`t.type = ${type}::"ContentType"`);
    if (tagOnText) conditions.push(hasTag(Prisma.sql`t."articleId"`, tag, tagId));
    return Prisma.sql`SELECT ${columns} FROM "ArticleTranslation" t WHERE ${Prisma.join(conditions, " AND ")}
      ORDER BY t."publishedAt" DESC, t."articleId" LIMIT ${limit}`;
  }
  return Prisma.sql`SELECT ${columns} FROM "Article" a JOIN "ArticleTranslation" t ON t."articleId" = a.id AND ${visibleTo(locale)}
    WHERE ${Prisma.join(articleConditions(filters, tagId), " AND ")} ORDER BY a."publishedAt" DESC, a.id LIMIT ${limit}`;
}

/**
 * A parallel plan's workers cost more to start (10 ms measured) than a search statement takes:
 * search_serial() is PARALLEL UNSAFE, and a statement that calls it is planned serial.
 */
export const serial = Prisma.sql`search_serial()`;

/** `q` as an ILIKE pattern that matches only itself (case aside). */
export const literalPattern = (q: string) => q.replace(/[\\%_]/g, "\\$&");
