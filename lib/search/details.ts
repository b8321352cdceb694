import "server-only";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { AccessLevel, AlertLevel, ContentType, Locale } from "@/lib/generated/prisma/enums";
import type { ContentSummary } from "@/lib/content/lists";
import { chooseSnippet, DELIMITER, hasMark, START, STOP, withEllipses, type Snippet } from "./highlight";
import { ownQuery, type LocaleQueries } from "./sql";

/** One matching text: an article in one language (lib/search/matches.ts finds them). */
export type Match = { id: string; locale: Locale };

export type SearchHit = ContentSummary & { markedTitle: Snippet; snippet: Snippet };

// The headline columns are missing when nothing is highlighted (hitsOf with highlight: false).
export type HitRow = {
  id: string;
  type: ContentType;
  slug: string;
  category: string;
  accessLevel: AccessLevel;
  isExample: boolean;
  alertLevel: AlertLevel | null;
  publishedAt: Date;
  startsAt: Date | null;
  textLocale: Locale;
  title: string;
  summary: string;
  titleHl?: string | null;
  titleFolded?: string | null;
  titleFoldedHl?: string | null;
  hl?: string | null;
  src?: string | null;
  srcFolded?: string | null;
  srcFoldedHl?: string | null;
  srcHead?: string;
  srcTail?: string;
};

const markers = `${START}${STOP}${DELIMITER}`;
const titleOptions = `StartSel="${START}", StopSel="${STOP}", HighlightAll=true`;
// One fragment around the first match: the multi-fragment mode costs milliseconds per item.
const snippetOptions = `StartSel="${START}", StopSel="${STOP}", MaxWords=24, MinWords=12, ShortWord=2`;

// A snippet is looked for first in the lead of the text (the summary, then the body's start): a
// headline costs in proportion to the text it is given, and the first mention is usually there.
// Only when the lead has no match, as written or accent-folded, is the whole text searched
// (search_snippet(), in the migrations search_at_scale and search_snippet_once; it also strips Markdown syntax).
const LEAD_CHARS = 320;

/**
 * The items of a page of matches, in order, with highlighted title and snippet. Snippets of
 * LIMITED and PREMIUM items are made from the summary only: their body never leaves the database.
 */
/**
 * `wholeText`: past the lead, look for a match in the rest of the text too. `highlight`: false
 * when nothing can be highlighted (titles like a one-word typo: a text holding one of the
 * query's words would have matched it), to spare the headlines.
 */
type HitOptions = { wholeText?: boolean; highlight?: boolean };

export async function loadHits(
  db: PrismaClient,
  matches: Match[],
  queries: LocaleQueries,
  options: HitOptions = {},
): Promise<SearchHit[]> {
  if (!matches.length) return [];
  const pairs = Prisma.join(matches.map((m) => Prisma.sql`(${m.id}, ${m.locale}::"Locale")`));
  const rows = await db.$queryRaw<
    HitRow[]
  >`${hitsOf(Prisma.sql`(VALUES ${pairs}) AS m(id, locale)`, queries, options)}`;
  return toHits(matches, rows);
}

/**
 * The statement (a SELECT) that gives the hit rows of the texts of `page`, a FROM item with
 * columns id and locale (a translation's key), for loadHits or to join into another statement.
 */
export function hitsOf(
  page: Prisma.Sql,
  queries: LocaleQueries,
  { wholeText = true, highlight = true }: HitOptions = {},
  extra?: Prisma.Sql,
): Prisma.Sql {
  if (!highlight) {
    return Prisma.sql`
    SELECT ${extra ? Prisma.sql`${extra}, ` : Prisma.empty}a.id, a.type, a.slug, c.slug AS category, a."accessLevel", a."isExample", a."alertLevel", a."publishedAt", a."startsAt",
      t.locale AS "textLocale", search_unmarked(t.title, ${markers}) AS title, t.summary
    FROM ${page}
    JOIN "ArticleTranslation" t ON t."articleId" = m.id AND t.locale = m.locale
    JOIN "Article" a ON a.id = t."articleId"
    JOIN "Category" c ON c.id = a."categoryId"`;
  }
  return Prisma.sql`
    SELECT ${extra ? Prisma.sql`${extra}, ` : Prisma.empty}a.id, a.type, a.slug, c.slug AS category, a."accessLevel", a."isExample", a."alertLevel", a."publishedAt", a."startsAt",
      t.locale AS "textLocale", s.title, t.summary, s.title_hl AS "titleHl", s.title_folded AS "titleFolded",
      s.title_folded_hl AS "titleFoldedHl", s.hl, s.src, s.src_folded AS "srcFolded", s.src_folded_hl AS "srcFoldedHl",
      s.src_head AS "srcHead", s.src_tail AS "srcTail"
    FROM ${page}
    JOIN "ArticleTranslation" t ON t."articleId" = m.id AND t.locale = m.locale
    JOIN "Article" a ON a.id = t."articleId"
    JOIN "Category" c ON c.id = a."categoryId"
    CROSS JOIN LATERAL search_snippet(search_config(t.locale), ${ownQuery(queries)}, t.title, t.summary, t.body,
      a."accessLevel" = 'FREE', ${wholeText}, ${markers}, ${titleOptions}, ${snippetOptions}, ${LEAD_CHARS}) s`;
}

/** The hits of `matches`, in their order, from hit rows (any order; a match without a row is left out). */
export function toHits(matches: Match[], rows: HitRow[]): SearchHit[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return matches.flatMap((m) => {
    const r = byId.get(m.id);
    if (!r) return [];
    const folded = (original: string | null, text: string | null, headline: string | null) =>
      original !== null && text !== null && headline !== null ? { original, folded: text, headline } : null;
    const markedTitle = chooseSnippet(
      r.titleHl ?? r.title,
      folded(r.title, r.titleFolded ?? null, r.titleFoldedHl ?? null),
    );
    const snippet = chooseSnippet(r.hl ?? "", folded(r.src ?? null, r.srcFolded ?? null, r.srcFoldedHl ?? null));
    return [
      {
        id: r.id,
        type: r.type,
        slug: r.slug,
        category: r.category,
        title: r.title,
        summary: r.summary,
        textLocale: r.textLocale,
        accessLevel: r.accessLevel,
        isExample: r.isExample,
        alertLevel: r.alertLevel,
        publishedAt: r.publishedAt,
        startsAt: r.startsAt,
        markedTitle,
        // No highlight in the text (a typo, or a word only in a locked body): the summary instead.
        snippet: hasMark(snippet)
          ? withEllipses(snippet, r.srcHead ?? "", r.srcTail ?? "")
          : [[{ text: r.summary, mark: false }]],
      },
    ];
  });
}
