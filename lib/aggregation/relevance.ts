import "server-only";
import { topics } from "@/config/aggregation-topics";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/generated/prisma/enums";

export type Scored = { topics: string[]; relevance: number };

// Every phrase once, with the language it belongs to ("" for names shared by all languages).
const phrases = topics.flatMap((topic) =>
  (["any", "en", "es", "fr", "pt"] as const).flatMap((lang) =>
    topic[lang].map((phrase) => ({ slug: topic.slug, lang: lang === "any" ? "" : lang, phrase })),
  ),
);

/**
 * The topics each text matches, with PostgreSQL's text search in its language (the search's own
 * configurations and accent folding; "simple" with every language's phrases when the language is
 * unknown), and a score: the sum of ts_rank over the matched topics, the title weighing most.
 */
export async function scoreEntries(
  entries: { language: Locale | null; title: string; summary: string }[],
): Promise<Scored[]> {
  const result: Scored[] = entries.map(() => ({ topics: [], relevance: 0 }));
  if (entries.length === 0) return result;
  // Each topic's phrases become one OR-ed query per language present, built once per call, so an
  // entry is compared with a dozen queries rather than every phrase.
  const rows = await db.$queryRaw<{ i: number; slug: string; rank: number }[]>`
    WITH e AS (
      SELECT i, lang, title, summary,
             CASE WHEN lang IS NULL THEN 'simple'::regconfig ELSE search_config(lang::"Locale") END AS cfg
      FROM unnest(${entries.map((_, i) => i)}::int[], ${entries.map((e) => e.language)}::text[],
                  ${entries.map((e) => e.title)}::text[], ${entries.map((e) => e.summary)}::text[])
           AS x(i, lang, title, summary)
    ), v AS (
      SELECT i, lang, cfg,
             setweight(to_tsvector(cfg, unaccent(title)), 'A') || setweight(to_tsvector(cfg, unaccent(summary)), 'B') AS doc
      FROM e
    ), t AS (
      SELECT * FROM unnest(${phrases.map((p) => p.slug)}::text[], ${phrases.map((p) => p.lang)}::text[],
                           ${phrases.map((p) => p.phrase)}::text[]) AS y(slug, lang, phrase)
    ), p AS (
      SELECT c.lang, c.cfg, t.slug, phraseto_tsquery(c.cfg, unaccent(t.phrase)) AS q
      FROM (SELECT DISTINCT lang, cfg FROM v) AS c
      JOIN t ON t.lang = '' OR c.lang IS NULL OR t.lang = c.lang
    ), q AS (
      SELECT lang, slug, string_agg('(' || q::text || ')', ' | ')::tsquery AS query
      FROM p WHERE numnode(q) > 0
      GROUP BY lang, slug
    )
    SELECT v.i, q.slug, ts_rank(v.doc, q.query)::float8 AS rank
    FROM v JOIN q ON q.lang IS NOT DISTINCT FROM v.lang
    WHERE v.doc @@ q.query
    ORDER BY v.i, rank DESC`;
  for (const row of rows) {
    const scored = result[row.i];
    if (!scored) continue;
    scored.topics.push(row.slug);
    scored.relevance = Math.round((scored.relevance + row.rank) * 10_000) / 10_000;
  }
  return result;
}
