import "server-only";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/generated/prisma/enums";
import type { SearchFilters } from "./params";
import { hitsOf, toHits, type HitRow, type Match, type SearchHit } from "./details";
import {
  anyQuery,
  filtered,
  lexemeFrequencies,
  literalPattern,
  newestVisible,
  ownMatch,
  ownQuery,
  readableBy,
  serial,
  visibleTo,
  type LocaleQueries,
  type Reader,
} from "./sql";

/**
 * At most this many full-text matches are ranked. A word found in tens of thousands of items
 * would otherwise cost a rank computation (and a heap visit) for each; past this the page says
 * "more than 1,000 results", ranks the 1,000 most recent matches, and the reader narrows the search.
 */
export const RANKED_LIMIT = 1000;
// Titles that merely look like the query (a typo) are tried when full text finds nothing.
const SIMILAR_LIMIT = 100;

/**
 * Two ways to find the most recent matches (docs/adr/0031-search-at-scale.md), the same
 * answer either way:
 * - ask the GIN index for every match, then keep the newest: its cost grows with the number of
 *   matches (the whole bitmap is built before any limit applies);
 * - walk the texts the reader sees, newest first, testing each, and stop at the limit: its cost
 *   grows with the number of texts walked, about limit / share.
 * The walk is tried when the query's words are expected in at least `walkShare` of all texts
 * (from the planner's statistics), over at most `walkRows` texts; if that many hold too few
 * matches (the words rarely meet), the index answers after all. A typo's lookalike titles are
 * found likewise (`typoWalkShare`, `typoWalkRows`). (Tests change these to reach every path.)
 */
export const searchLimits = { walkShare: 0.12, walkRows: 10_000, typoWalkShare: 0.05, typoWalkRows: 1_500 };

/** `lookalike`: titles like a mistyped query, which full text did not find. */
export type Matches = { total: number; capped: boolean; lookalike: boolean; page: Match[]; hits?: SearchHit[] };

type Input = {
  locale: Locale;
  reader: Reader;
  q: string;
  filters: SearchFilters;
  queries: LocaleQueries;
  share: number;
  skip: number;
  take: number;
};
type Ranked = { total: number; rows: Match[]; hits?: SearchHit[] };

type Search = {
  /** The walk: the newest texts the reader sees (with the filters), at most `rows`, selecting `columns`. */
  walk: (columns: Prisma.Sql, rows: number) => Prisma.Sql;
  /**
   * What a walked text `t` must pass. Operators written as their functions where that spares
   * planning (an operator's selectivity estimate may run a pattern over the column's statistics).
   */
  test: Prisma.Sql;
  /** The same texts, through an index: FROM … WHERE …, test included. */
  indexed: Prisma.Sql;
  /** Columns computed for each text found (from t.title, t.summary, t.locale, t."searchVector"), and as many typed NULLs. */
  outputs: Prisma.Sql;
  nulls: Prisma.Sql;
  limit: number;
  rows: number;
};

/** A statement over the CTE `found` (…, `verdict` …): `verdict` (a column) and `verdictJoin` (a FROM item) to include. */
type Over = (ctes: Prisma.Sql, verdict: Prisma.Sql, verdictJoin: Prisma.Sql) => Prisma.Sql;

// The summary too: a visitor's test reads it for members-only items (readableBy in ./sql).
const textColumns = Prisma.sql`t."articleId", t.locale, t."publishedAt", t.title, t.summary, t."searchVector"`;

/**
 * The `limit` most recent texts (id, locale, published, outputs) that pass the test, as the CTE
 * `found` of the statement `over`. Walked first when `rows` > 0: the walk has the answer when it
 * found `limit` texts, or saw every text there is (the text after the last it may test does not
 * exist: asked only when the walk ends short, so a walk that finds enough pays nothing for it).
 * Otherwise a second statement asks the index, a statement of its own so that the walk's is not
 * planned with the index's path (planning the trigram index's costs for a typo's title patterns
 * took longer than the walk).
 */
async function mostRecent<Row extends { inconclusive?: boolean | null }>(
  db: PrismaClient,
  { walk, test, indexed, outputs, nulls, limit, rows }: Search,
  over: Over,
): Promise<Row[]> {
  if (rows) {
    const walked = await db.$queryRaw<Row[]>(
      over(
        Prisma.sql`walk AS MATERIALIZED (
        (SELECT t."articleId" AS id, t.locale, t."publishedAt" AS published, ${outputs}, false AS beyond
         FROM (${walk(textColumns, rows)}) t WHERE ${test})
        UNION ALL
        (SELECT NULL, NULL, NULL, ${nulls}, true FROM (${walk(Prisma.sql`t."articleId"`, rows + 1)}) t OFFSET ${rows})
        LIMIT ${limit}
      ),
      found AS (SELECT * FROM walk WHERE NOT beyond),
      verdict AS (SELECT coalesce(bool_or(beyond), false) AS inconclusive FROM walk)`,
        Prisma.sql`verdict.inconclusive`,
        Prisma.sql`verdict`,
      ),
    );
    if (!walked[0]?.inconclusive) return walked;
  }
  // Outputs are computed after the sort, for the `limit` texts kept only.
  return db.$queryRaw<Row[]>(
    over(
      Prisma.sql`found AS (SELECT t."articleId" AS id, t.locale, t."publishedAt" AS published, ${outputs}
    FROM (SELECT ${textColumns} FROM ${indexed} ORDER BY t."publishedAt" DESC, t."articleId" LIMIT ${limit}) t)`,
      Prisma.sql`false`,
      Prisma.sql`(SELECT) verdict`,
    ),
  );
}

/**
 * Full-text matches in the reader's language (or the original), ranked: exact title, then
 * ts_rank, then the newest. More than RANKED_LIMIT: the RANKED_LIMIT + 1 most recent are ranked.
 * `withHits`: the page's hits (titles, snippets) come in the same statement.
 */
async function rankFullText(db: PrismaClient, input: Input, exclude: string[], withHits = false): Promise<Ranked> {
  const { locale, q, filters, queries, share, skip, take } = input;
  const any = anyQuery(queries);
  if (!any) return { total: 0, rows: [] };
  const { from, where } = filtered(filters);
  const excluded = exclude.length ? Prisma.sql`AND t."articleId" NOT IN (${Prisma.join(exclude)})` : Prisma.empty;
  // A text matches its own language's query (the index condition, any language's, is implied).
  const test = Prisma.sql`${ownMatch(queries)} ${readableBy(input.reader, queries)} ${excluded}`;
  type Row = HitRow & { n: number | null; total: number; inconclusive: boolean; locale: Locale | null };
  const rows = await mostRecent<Row>(
    db,
    {
      walk: (columns, rows) => newestVisible(locale, filters, columns, rows),
      test,
      indexed: Prisma.sql`${from} WHERE t."searchVector" @@ ${any}::tsquery AND ${test} AND ${visibleTo(locale)} ${where}`,
      // `exact`: the length test spares unaccent() on titles that cannot be equal.
      outputs: Prisma.sql`abs(length(t.title) - ${q.length}) <= 3 AND lower(unaccent(t.title)) = lower(unaccent(${q})) AS exact,
      ts_rank(t."searchVector", ${ownQuery(queries)}) AS score`,
      nulls: Prisma.sql`NULL::boolean, NULL::real`,
      limit: RANKED_LIMIT + 1,
      rows: share >= searchLimits.walkShare ? searchLimits.walkRows : 0,
    },
    (ctes, verdict, verdictJoin) => {
      // The page, unless the walk was inconclusive (its statement's answer is then set aside).
      const page = Prisma.sql`(SELECT id, locale, row_number() OVER () AS n FROM (SELECT id, locale FROM found WHERE NOT ${verdict}
      ORDER BY exact DESC, score DESC, published DESC, id LIMIT ${take} OFFSET ${skip}) p) AS m`;
      return Prisma.sql`
    WITH ${ctes}
    SELECT h.*, c.total, ${verdict} AS inconclusive
    FROM (SELECT count(*)::int AS total FROM found) c
    CROSS JOIN ${verdictJoin}
    LEFT JOIN LATERAL (${withHits ? hitsOf(page, queries, {}, Prisma.sql`m.n`) : Prisma.sql`SELECT m.id, m.locale, m.n FROM ${page}`}) h ON true
    WHERE ${serial}
    ORDER BY h.n`;
    },
  );
  const page = rows.filter((r) => r.id !== null && r.n !== null);
  const matches = page.map((r) => ({ id: r.id, locale: (withHits ? r.textLocale : r.locale)! }));
  return { total: rows[0]?.total ?? 0, rows: matches, hits: withHits ? toHits(matches, page) : undefined };
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
    WHERE t.title ILIKE ${literalPattern(q)} AND lower(unaccent(t.title)) = lower(unaccent(${q})) AND ${visibleTo(locale)} ${where} AND ${serial}
    ORDER BY t."articleId" LIMIT 5`;
}

/** The words of a query that the SearchWord table could hold (as its title_words() keeps them). */
export const dictionaryWords = (q: string) =>
  q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !/[0-9]/.test(w));

/** The title words like one of `words` (SearchWord: within word_similarity 0.6, through its trigram index). */
async function lookalikeWords(db: PrismaClient, words: string[]): Promise<string[]> {
  const rows = await db.$queryRaw<
    { word: string }[]
  >`SELECT w.word FROM "SearchWord" w WHERE w.word %> ANY (${words}::text[])`;
  return rows.map((r) => r.word);
}

/**
 * How common the most common of some title words is, guessed without stemming them: the share of
 * texts holding the longest common lexeme (lexemeFrequencies) a word begins with, as written or
 * without accents, if it is at least half the word ("mascarilla": "mascarill"; "respirators": "respir").
 * A word in the titles is in the full text: the share bounds the titles' from above. A guide for
 * how to look, never for what is found.
 */
export function wordShare(words: string[], frequencies: ReadonlyMap<string, number>): number {
  let share = 0;
  for (const word of words) {
    const forms = [...new Set([word, word.normalize("NFD").replace(/\p{M}/gu, "")])];
    for (const [lexeme, frequency] of frequencies) {
      if (
        frequency > share &&
        lexeme.length >= Math.max(4, Math.ceil(word.length / 2)) &&
        forms.some((f) => f.startsWith(lexeme))
      )
        share = frequency;
    }
  }
  return share;
}

/** The words, less those holding another as a substring (a title with "respirators" holds "respirator"). */
export const shortestWords = (words: string[]) => words.filter((w) => !words.some((o) => o !== w && w.includes(o)));

/**
 * Titles similar to the query word by word (pg_trgm, `<%`: word_similarity of at least 0.6),
 * most alike first: the SIMILAR_LIMIT most recent such titles. Short queries only (a mistyped
 * word or two): a long one has so many trigrams that the index would return most titles to check.
 *
 * The title must hold a word like one of the query's (SearchWord: the words of all titles, a few
 * thousand). A typo like no title word ("vacna") ends there, before the trigram index returns
 * every title sharing a few trigrams with it (16,000 of the 100,000 in the bench) only for each
 * to fail the comparison. Otherwise the lookalike words (as substrings, cheap to test) pick the
 * titles to compare (word_similarity costs some 15 µs a title): by walking the newest
 * titles when those words are common (a third of the bench's titles hold one), through the
 * trigram index when rare (the planner, misled by the trigrams' estimates, would take the index
 * for common words too: 200 ms).
 */
async function similarTitles(db: PrismaClient, { locale, q, filters }: Input): Promise<Match[]> {
  if (q.split(" ").length > 3 || q.length > 40) return [];
  const { from, where } = filtered(filters);
  const words = dictionaryWords(q);
  const lookalike = words.length ? await lookalikeWords(db, words) : null;
  if (lookalike && !lookalike.length) return [];
  const patterns = lookalike ? shortestWords(lookalike).map((w) => `%${literalPattern(w)}%`) : null;
  const share = lookalike ? wordShare(lookalike, await lexemeFrequencies(db)) : 0;
  const rows = await mostRecent<{ id: string | null; locale: Locale | null; inconclusive: boolean }>(
    db,
    {
      walk: (columns, rows) => newestVisible(locale, filters, columns, rows),
      // lower() LIKE: a few µs a title where ILIKE or a case-insensitive regular expression took 30
      // (multibyte text); word_similarity_op is <%, costly, evaluated only for titles that pass.
      test: patterns
        ? Prisma.sql`lower(t.title) LIKE ANY (${patterns}::text[]) AND word_similarity_op(${q}, t.title)`
        : Prisma.sql`word_similarity_op(${q}, t.title)`,
      indexed: Prisma.sql`${from} WHERE ${patterns ? Prisma.sql`t.title ILIKE ANY (${patterns}::text[]) AND` : Prisma.empty} ${q} <% t.title AND ${visibleTo(locale)} ${where}`,
      outputs: Prisma.sql`word_similarity(${q}, t.title) AS similarity`,
      nulls: Prisma.sql`NULL::real`,
      limit: SIMILAR_LIMIT,
      rows: patterns && share >= searchLimits.typoWalkShare ? searchLimits.typoWalkRows : 0,
    },
    (ctes, verdict, verdictJoin) => Prisma.sql`
    WITH ${ctes}
    SELECT found.id, found.locale, ${verdict} AS inconclusive FROM found RIGHT JOIN ${verdictJoin} ON true
    WHERE ${serial} ORDER BY found.similarity DESC, found.published DESC, found.id`,
  );
  return rows.flatMap((r) => (r.id && r.locale ? [{ id: r.id, locale: r.locale }] : []));
}

/** A capped page with the items titled exactly as the query first (its hits loaded after: run.ts). */
async function withExactTitles(db: PrismaClient, input: Input, ranked: Ranked): Promise<Matches> {
  const exact = await exactTitles(db, input);
  if (!exact.length)
    return { total: RANKED_LIMIT, capped: true, lookalike: false, page: ranked.rows, hits: ranked.hits };
  const { skip, take } = input;
  const lead = exact.slice(skip, skip + take);
  const rest = await rankFullText(
    db,
    { ...input, skip: Math.max(0, skip - exact.length), take: take - lead.length },
    exact.map((m) => m.id),
  );
  return { total: RANKED_LIMIT, capped: true, lookalike: false, page: [...lead, ...rest.rows] };
}

/** No query in any language: the hits of items found without words (findNewest) have nothing to highlight. */
const noQueries: LocaleQueries = { en: null, es: null, fr: null, pt: null };

/**
 * Filters without words: the items they select that the reader sees, newest first, one page and
 * how many (past RANKED_LIMIT, "more than 1,000" and the newest thousand, as a search with words).
 * The filters are what any reader sees of an item (type, tags, source, language, brand, event
 * details, shown with the locked items' teasers too), so visitors and members get the same list,
 * and no text is read but titles and summaries. One statement: the reader's newest texts through
 * the indexes the walk uses (newestVisible), their count, and the page's hits.
 */
export async function findNewest(
  db: PrismaClient,
  { locale, filters, skip, take }: Pick<Input, "locale" | "filters" | "skip" | "take">,
): Promise<{ total: number; capped: boolean; hits: SearchHit[] }> {
  // The tag by its id, which lets the planner weigh it (hasTag in ./sql); an unknown tag lists nothing.
  const tag = filters.tag ? await db.tag.findUnique({ where: { slug: filters.tag }, select: { id: true } }) : undefined;
  if (tag === null) return { total: 0, capped: false, hits: [] };
  const columns = Prisma.sql`t."articleId" AS id, t.locale, t."publishedAt" AS published`;
  const page = Prisma.sql`(SELECT id, locale, row_number() OVER () AS n FROM (SELECT id, locale FROM found
    ORDER BY published DESC, id LIMIT ${Math.max(0, Math.min(take, RANKED_LIMIT - skip))} OFFSET ${skip}) p) AS m`;
  const rows = await db.$queryRaw<(HitRow & { n: number | null; total: number })[]>`
    WITH found AS MATERIALIZED (${newestVisible(locale, filters, columns, RANKED_LIMIT + 1, tag?.id)})
    SELECT h.*, c.total
    FROM (SELECT count(*)::int AS total FROM found) c
    LEFT JOIN LATERAL (${hitsOf(page, noQueries, { highlight: false }, Prisma.sql`m.n`)}) h ON true
    WHERE ${serial}
    ORDER BY h.n`;
  const found = rows.filter((r) => r.id !== null && r.n !== null);
  const total = rows[0]?.total ?? 0;
  const hits = toHits(
    found.map((r) => ({ id: r.id, locale: r.textLocale })),
    found,
  );
  return { total: Math.min(total, RANKED_LIMIT), capped: total > RANKED_LIMIT, hits };
}

/** One page of matches for a query, and how many there are. */
export async function findMatches(db: PrismaClient, input: Input): Promise<Matches> {
  const ranked = await rankFullText(db, input, [], true);
  if (ranked.total > RANKED_LIMIT) return withExactTitles(db, input, ranked);
  if (ranked.total > 0)
    return { total: ranked.total, capped: false, lookalike: false, page: ranked.rows, hits: ranked.hits };
  // Nothing in full text: perhaps a typo. Titles that look like the query, most alike first.
  const similar = await similarTitles(db, input);
  return {
    total: similar.length,
    capped: false,
    lookalike: true,
    page: similar.slice(input.skip, input.skip + input.take),
  };
}
