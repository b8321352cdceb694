import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/generated/prisma/enums";
import { loadHits, type SearchHit } from "./details";
import { findMatches, findNewest } from "./matches";
import { hasFilters, type SearchParams } from "./params";
import { buildSearchQueries, singleWords, type Reader } from "./sql";

export const SEARCH_PAGE_SIZE = 20;

export type SearchResults = { total: number; capped: boolean; hits: SearchHit[] };

/**
 * One page of results for what a reader typed, in their language: without words, what the filters
 * select, newest first; nothing without either.
 */
export async function runSearch(
  client: PrismaClient,
  locale: Locale,
  { q, page, filters }: SearchParams,
  pageSize = SEARCH_PAGE_SIZE,
  // Visitor unless told: a caller that forgets gets the answer that reveals nothing.
  reader: Reader = "visitor",
): Promise<SearchResults> {
  if (!q) {
    if (!hasFilters(filters)) return { total: 0, capped: false, hits: [] };
    return findNewest(client, { locale, filters, skip: (page - 1) * pageSize, take: pageSize });
  }
  const { queries, share } = await buildSearchQueries(client, q);
  const matches = await findMatches(client, {
    locale,
    reader,
    q,
    filters,
    queries,
    share,
    skip: (page - 1) * pageSize,
    take: pageSize,
  });
  // Titles like a typo: the query did not match their texts; a one-word query has nothing to highlight there.
  const hits =
    matches.hits ??
    (await loadHits(client, matches.page, queries, {
      wholeText: !matches.lookalike,
      highlight: !(matches.lookalike && singleWords(queries)),
    }));
  return { total: matches.total, capped: matches.capped, hits };
}
