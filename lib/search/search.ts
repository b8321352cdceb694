import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/generated/prisma/enums";
import type { SearchParams } from "./params";
import { runSearch, type SearchResults } from "./run";
import type { Reader } from "./sql";
import { contentTag } from "@/lib/cache-tags";

// Results are cached per query and per kind of reader (a visitor's search does not look into
// members-only bodies) until content changes (unstable_cache stores JSON: dates revive below).
const cachedSearch = unstable_cache(
  (locale: Locale, params: SearchParams, reader: Reader) => runSearch(db, locale, params, undefined, reader),
  ["search"],
  { tags: [contentTag], revalidate: 3600 },
);

/**
 * The search page and its metadata ask for the same results; React's cache compares arguments
 * by identity, so the parameters travel as their JSON.
 */
export const searchArticles = cache(
  async (locale: Locale, key: string, reader: Reader = "visitor"): Promise<SearchResults> => {
    const results = await cachedSearch(locale, JSON.parse(key) as SearchParams, reader);
    return {
      ...results,
      hits: results.hits.map((hit) => ({
        ...hit,
        publishedAt: new Date(hit.publishedAt),
        startsAt: hit.startsAt ? new Date(hit.startsAt) : null,
      })),
    };
  },
);
