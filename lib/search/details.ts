import "server-only";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { AccessLevel, ContentType, Locale } from "@/lib/generated/prisma/enums";
import type { ContentSummary } from "@/lib/content/latest";
import { chooseSnippet, DELIMITER, hasMark, START, STOP, withEllipses, type Snippet } from "./highlight";
import type { Match } from "./matches";
import { ownQuery, type LocaleQueries } from "./sql";

export type SearchHit = ContentSummary & { markedTitle: Snippet; snippet: Snippet };

type Row = {
  id: string; type: ContentType; slug: string; category: string; accessLevel: AccessLevel;
  publishedAt: Date; startsAt: Date | null; textLocale: Locale; title: string; summary: string;
  titleHl: string | null; titleFolded: string | null; titleFoldedHl: string | null;
  hl: string | null; src: string | null; srcFolded: string | null; srcFoldedHl: string | null;
  srcHead: string; srcTail: string;
};

const markers = `${START}${STOP}${DELIMITER}`;
const titleOptions = `StartSel="${START}", StopSel="${STOP}", HighlightAll=true`;
// One fragment around the first match: the multi-fragment mode costs milliseconds per item.
const snippetOptions = `StartSel="${START}", StopSel="${STOP}", MaxWords=24, MinWords=12, ShortWord=2`;

// Markdown syntax that would show in a snippet: links keep their text, heading, list and quote
// markers at line starts go, and so do emphasis and code marks (with translate, in the query).
const plainBody = Prisma.sql`regexp_replace(
  CASE WHEN strpos(t.body, '](') > 0 THEN regexp_replace(t.body, ${"\\[([^\\]]*)\\]\\([^)]*\\)"}, ${"\\1"}, 'g') ELSE t.body END,
  ${"^[ \\t]*(#{1,6}|[-*+]|[0-9]+[.)]|>)[ \\t]+"}, '', 'gn')`;

/**
 * The items of a page of matches, in order, with highlighted title and snippet. Snippets of
 * LIMITED and PREMIUM items are made from the summary only: their body never leaves the database.
 */
export async function loadHits(db: PrismaClient, matches: Match[], queries: LocaleQueries): Promise<SearchHit[]> {
  if (!matches.length) return [];
  const pairs = Prisma.join(matches.map((m) => Prisma.sql`(${m.id}, ${m.locale}::"Locale")`));
  const rows = await db.$queryRaw<Row[]>`
    SELECT a.id, a.type, a.slug, c.slug AS category, a."accessLevel", a."publishedAt", a."startsAt",
      t.locale AS "textLocale", s.title, t.summary, h."titleHl", f."titleFolded", f."titleFoldedHl",
      h.hl, f.src, f."srcFolded", f."srcFoldedHl", left(s.src, 80) AS "srcHead", right(s.src, 80) AS "srcTail"
    FROM "ArticleTranslation" t
    JOIN "Article" a ON a.id = t."articleId"
    JOIN "Category" c ON c.id = a."categoryId"
    -- OFFSET 0 keeps each LATERAL step computed once (inlined, every reference would repeat it).
    CROSS JOIN LATERAL (SELECT search_config(t.locale) AS cfg, ${ownQuery(queries)} AS query,
      translate(t.title, ${markers}, '') AS title,
      translate(CASE WHEN a."accessLevel" = 'FREE' THEN t.summary || E'\\n\\n' || translate(${plainBody}, ${"*`"}, '') ELSE t.summary END, ${markers}, '') AS src OFFSET 0) s
    CROSS JOIN LATERAL (SELECT ts_headline(s.cfg, s.title, s.query, ${titleOptions}) AS "titleHl",
      ts_headline(s.cfg, s.src, s.query, ${snippetOptions}) AS hl OFFSET 0) h
    -- Reader typed "ete", text says "été": highlight the accent-folded text, mapped back in highlight.ts.
    CROSS JOIN LATERAL (SELECT
      CASE WHEN strpos(h."titleHl", ${START}) = 0 THEN unaccent(s.title) END AS "titleFolded",
      CASE WHEN strpos(h."titleHl", ${START}) = 0 THEN ts_headline(s.cfg, unaccent(s.title), s.query, ${titleOptions}) END AS "titleFoldedHl",
      CASE WHEN strpos(h.hl, ${START}) = 0 THEN s.src END AS src,
      CASE WHEN strpos(h.hl, ${START}) = 0 THEN unaccent(s.src) END AS "srcFolded",
      CASE WHEN strpos(h.hl, ${START}) = 0 THEN ts_headline(s.cfg, unaccent(s.src), s.query, ${snippetOptions}) END AS "srcFoldedHl") f
    WHERE (t."articleId", t.locale) IN (${pairs})`;

  const byId = new Map(rows.map((r) => [r.id, r]));
  return matches.flatMap((m) => {
    const r = byId.get(m.id);
    if (!r) return [];
    const folded = (original: string | null, text: string | null, headline: string | null) =>
      original !== null && text !== null && headline !== null ? { original, folded: text, headline } : null;
    const markedTitle = chooseSnippet(r.titleHl ?? r.title, folded(r.title, r.titleFolded, r.titleFoldedHl));
    const snippet = chooseSnippet(r.hl ?? "", folded(r.src, r.srcFolded, r.srcFoldedHl));
    return [{
      id: r.id, type: r.type, slug: r.slug, category: r.category, title: r.title, summary: r.summary,
      textLocale: r.textLocale, accessLevel: r.accessLevel, publishedAt: r.publishedAt, startsAt: r.startsAt,
      markedTitle,
      // No highlight in the text (a typo, or a word only in a locked body): the summary instead.
      snippet: hasMark(snippet) ? withEllipses(snippet, r.srcHead, r.srcTail) : [[{ text: r.summary, mark: false }]],
    }];
  });
}
