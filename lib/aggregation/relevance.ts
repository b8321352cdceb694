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
 * unknown), and a score: the sum of ts_rank over the matched phrases, the title weighing most.
 */
export async function scoreEntries(
  entries: { language: Locale | null; title: string; summary: string }[],
): Promise<Scored[]> {
  const result: Scored[] = entries.map(() => ({ topics: [], relevance: 0 }));
  if (entries.length === 0) return result;
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
    )
    SELECT v.i, t.slug, sum(ts_rank(v.doc, q))::float8 AS rank
    FROM v
    JOIN t ON t.lang = '' OR v.lang IS NULL OR t.lang = v.lang
    CROSS JOIN LATERAL phraseto_tsquery(v.cfg, unaccent(t.phrase)) AS q
    WHERE numnode(q) > 0 AND v.doc @@ q
    GROUP BY v.i, t.slug
    ORDER BY v.i, rank DESC`;
  for (const row of rows) {
    const scored = result[row.i];
    if (!scored) continue;
    scored.topics.push(row.slug);
    scored.relevance = Math.round((scored.relevance + row.rank) * 10_000) / 10_000;
  }
  return result;
}
