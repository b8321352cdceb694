import "server-only";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/generated/prisma/enums";
import type { SearchFilters } from "./params";
import { anyQuery, filtered, literalPattern, ownQuery, visibleTo, type LocaleQueries } from "./sql";

/**
 * At most this many full-text matches are ranked. A word found in tens of thousands of items
 * would otherwise cost a rank computation (and a heap visit) for each; past this the page says
 * "more than 1,000 results", ranks the first 1,000 found, and the reader narrows the search.
 */
export const RANKED_LIMIT = 1000;
// Titles that merely look like the query (a typo) are tried when full text finds nothing.
const SIMILAR_LIMIT = 100;

export type Match = { id: string; locale: Locale };
export type Matches = { total: number; capped: boolean; page: Match[] };

type Input = { locale: Locale; q: string; filters: SearchFilters; queries: LocaleQueries; skip: number; take: number };
type Ranked = { id: string | null; locale: Locale | null; total: number };

/** Full-text matches in the reader's language (or the original), ranked: exact title, then ts_rank. */
async function rankFullText(db: PrismaClient, { locale, q, filters, queries, skip, take }: Input, exclude: string[]) {
  const any = anyQuery(queries);
  if (!any) return { total: 0, rows: [] as Match[] };
  const { from, where } = filtered(filters);
  const own = ownQuery(queries);
  // `exact`: the length test spares unaccent() on titles that cannot be equal.
  const excluded = exclude.length ? Prisma.sql`AND t."articleId" NOT IN (${Prisma.join(exclude)})` : Prisma.empty;
  const rows = await db.$queryRaw<Ranked[]>`
    WITH hits AS (
      SELECT t."articleId" AS id, t.locale,
        abs(length(t.title) - ${q.length}) <= 3 AND lower(unaccent(t.title)) = lower(unaccent(${q})) AS exact,
        ts_rank(t."searchVector", ${own}) AS score
      FROM ${from}
      WHERE t."searchVector" @@ ${any}::tsquery AND t."searchVector" @@ ${own} AND ${visibleTo(locale)} ${where} ${excluded}
      LIMIT ${RANKED_LIMIT + 1}
    )
    SELECT p.id, p.locale, c.total FROM (SELECT count(*)::int AS total FROM hits) c
    LEFT JOIN LATERAL (SELECT id, locale FROM hits ORDER BY exact DESC, score DESC, id LIMIT ${take} OFFSET ${skip}) p ON true`;
  return { total: rows[0]?.total ?? 0, rows: rows.flatMap((r) => (r.id && r.locale ? [{ id: r.id, locale: r.locale }] : [])) };
}

/**
 * Items whose title is exactly the query (ignoring case and accents). Only needed when the
 * full-text matches were too many to rank all: otherwise they are among them already.
 * Title-like queries (three words or more) only, so the trigram index has something to narrow.
 */
async function exactTitles(db: PrismaClient, { locale, q, filters }: Input): Promise<Match[]> {
  if (q.split(" ").length < 3) return [];
  const { from, where } = filtered(filters);
  return db.$queryRaw<Match[]>`
    SELECT t."articleId" AS id, t.locale FROM ${from}
    WHERE t.title ILIKE ${literalPattern(q)} AND lower(unaccent(t.title)) = lower(unaccent(${q})) AND ${visibleTo(locale)} ${where}
    ORDER BY t."articleId" LIMIT 5`;
}

/** The words of a query that the SearchWord table could hold (as its title_words() keeps them). */
export const dictionaryWords = (q: string) =>
  q.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !/[0-9]/.test(w));

/**
 * Titles similar to the query word by word (pg_trgm, `<%`: word_similarity of at least 0.6).
 * Short queries only (a mistyped word or two): a long one has so many trigrams that the index
 * would return most titles to check.
 *
 * First, as a one-time filter, one of the query's words must be like a word of some title
 * (SearchWord, a few thousand words). Without it, a typo like no title word ("vacna") had the
 * trigram index return every title sharing a few trigrams with it (16,000 of the 100,000 in the
 * bench) only for each to fail the comparison; with it, such a query ends at once, and one that
 * passes finds its titles among the first the index returns.
 */
async function similarTitles(db: PrismaClient, { locale, q, filters }: Input): Promise<Match[]> {
  if (q.split(" ").length > 3 || q.length > 40) return [];
  const { from, where } = filtered(filters);
  const words = dictionaryWords(q);
  const likeATitleWord = words.length
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM "SearchWord" w WHERE ${Prisma.join(words.map((word) => Prisma.sql`${word} <% w.word`), " OR ")})`
    : Prisma.empty;
  return db.$queryRaw<Match[]>`
    SELECT id, locale FROM (
      SELECT t."articleId" AS id, t.locale, word_similarity(${q}, t.title) AS similarity FROM ${from}
      WHERE ${q} <% t.title AND ${visibleTo(locale)} ${where} ${likeATitleWord}
      LIMIT ${SIMILAR_LIMIT}
    ) lookalike ORDER BY similarity DESC, id`;
}

async function withExactTitles(db: PrismaClient, input: Input, ranked: { total: number; rows: Match[] }): Promise<Matches> {
  const exact = await exactTitles(db, input);
  if (!exact.length) return { total: RANKED_LIMIT, capped: true, page: ranked.rows };
  const { skip, take } = input;
  const lead = exact.slice(skip, skip + take);
  const rest = await rankFullText(db, { ...input, skip: Math.max(0, skip - exact.length), take: take - lead.length }, exact.map((m) => m.id));
  return { total: RANKED_LIMIT, capped: true, page: [...lead, ...rest.rows] };
}

/** One page of matches for a query, and how many there are. */
export async function findMatches(db: PrismaClient, input: Input): Promise<Matches> {
  const ranked = await rankFullText(db, input, []);
  if (ranked.total > RANKED_LIMIT) return withExactTitles(db, input, ranked);
  if (ranked.total > 0) return { total: ranked.total, capped: false, page: ranked.rows };
  // Nothing in full text: perhaps a typo. Titles that look like the query, most alike first.
  const similar = await similarTitles(db, input);
  return { total: similar.length, capped: false, page: similar.slice(input.skip, input.skip + input.take) };
}
