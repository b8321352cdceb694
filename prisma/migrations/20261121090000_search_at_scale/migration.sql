-- Search at scale (docs/decisions.md): which translation each reader sees, and the item's date and
-- type, on the translation row itself, so that the search can walk the newest texts a reader sees
-- and stop at the first 1,001 matches, instead of building the index bitmap of every match of a
-- common word.

-- The reader languages that see a translation: its own, and, for the original text, every language
-- the item is not translated into (the rule of pickText, and of the search before this column).
CREATE FUNCTION search_readers(article text, loc "Locale") RETURNS "Locale"[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(l ORDER BY l), '{}') FROM unnest(enum_range(NULL::"Locale")) AS l
  WHERE l = loc OR (loc = (SELECT a."originalLocale" FROM "Article" a WHERE a.id = article)
    AND NOT EXISTS (SELECT 1 FROM "ArticleTranslation" r WHERE r."articleId" = article AND r.locale = l))
$$;

-- AlterTable
ALTER TABLE "ArticleTranslation" ADD COLUMN "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN "readers" "Locale"[] DEFAULT ARRAY[]::"Locale"[],
ADD COLUMN "type" "ContentType";

-- The three columns are the database's to keep: whatever a write says, a row takes its article's
-- date and type, and its readers.
CREATE FUNCTION article_translation_search_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item record;
BEGIN
  SELECT a."publishedAt", a.type INTO item FROM "Article" a WHERE a.id = NEW."articleId";
  NEW."publishedAt" := coalesce(item."publishedAt", NEW."publishedAt");
  NEW."type" := item.type;
  NEW."readers" := search_readers(NEW."articleId", NEW.locale);
  RETURN NEW;
END
$$;

CREATE TRIGGER "ArticleTranslation_searchOrder" BEFORE INSERT OR UPDATE ON "ArticleTranslation"
FOR EACH ROW EXECUTE FUNCTION article_translation_search_order();

-- A translation added, removed or moved changes what the readers of its siblings see: the original
-- text stops (or starts) standing in for that language. Each item is locked first (as an update of
-- it would: FOR NO KEY UPDATE, which the foreign key checks of its texts do not wait for), so that
-- two transactions changing texts of one item take turns, the second seeing the first's texts.
-- Rows already right are left alone, so the update this makes ends the recursion when it comes back.
CREATE FUNCTION article_translation_sibling_readers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  items text[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The usual update (a text edited) keeps every (article, language): nothing to do.
    IF NOT EXISTS (SELECT 1 FROM old_rows o WHERE NOT EXISTS (
      SELECT 1 FROM new_rows n WHERE n."articleId" = o."articleId" AND n.locale = o.locale)) THEN
      RETURN NULL;
    END IF;
    items := ARRAY(SELECT "articleId" FROM old_rows UNION SELECT "articleId" FROM new_rows);
  ELSIF TG_OP = 'INSERT' THEN
    items := ARRAY(SELECT DISTINCT "articleId" FROM new_rows);
  ELSE
    items := ARRAY(SELECT DISTINCT "articleId" FROM old_rows);
  END IF;
  PERFORM 1 FROM "Article" a WHERE a.id = ANY (items) ORDER BY a.id FOR NO KEY UPDATE;
  UPDATE "ArticleTranslation" t SET "readers" = search_readers(t."articleId", t.locale)
  WHERE t."articleId" = ANY (items) AND t."readers" IS DISTINCT FROM search_readers(t."articleId", t.locale);
  RETURN NULL;
END
$$;

CREATE TRIGGER search_readers_insert AFTER INSERT ON "ArticleTranslation"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION article_translation_sibling_readers();
CREATE TRIGGER search_readers_update AFTER UPDATE ON "ArticleTranslation"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION article_translation_sibling_readers();
CREATE TRIGGER search_readers_delete AFTER DELETE ON "ArticleTranslation"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION article_translation_sibling_readers();

-- A new date, type or original language reaches the translations (whose row trigger recomputes all).
CREATE FUNCTION article_search_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ArticleTranslation" SET "publishedAt" = NEW."publishedAt" WHERE "articleId" = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Article_searchOrder" AFTER UPDATE OF "publishedAt", "type", "originalLocale" ON "Article"
FOR EACH ROW WHEN (OLD."publishedAt" IS DISTINCT FROM NEW."publishedAt" OR OLD.type IS DISTINCT FROM NEW.type
  OR OLD."originalLocale" IS DISTINCT FROM NEW."originalLocale")
EXECUTE FUNCTION article_search_order();

-- Existing rows. Not with an UPDATE: rewriting every row that way leaves the GIN indexes slow to
-- scan once vacuumed (a rare word's lookup measured 0.1 ms before, 7 to 20 ms after, until
-- reindexed after the vacuum). A column type change with USING rewrites the table instead, into
-- a new file with fresh indexes and no dead rows.
CREATE FUNCTION pg_temp.article_field(article text) RETURNS "Article" LANGUAGE sql STABLE AS $$
  SELECT a FROM "Article" a WHERE a.id = article
$$;
ALTER TABLE "ArticleTranslation"
  ALTER COLUMN "publishedAt" TYPE TIMESTAMP(3) USING coalesce((pg_temp.article_field("articleId"))."publishedAt", "publishedAt"),
  ALTER COLUMN "type" TYPE "ContentType" USING (pg_temp.article_field("articleId")).type,
  ALTER COLUMN "readers" TYPE "Locale"[] USING search_readers("articleId", locale);

-- The newest texts each reader sees, for the walk (one index per site language: a language added
-- to "Locale" needs its own).
CREATE INDEX "ArticleTranslation_en_publishedAt_idx" ON "ArticleTranslation"("publishedAt" DESC, "articleId") WHERE 'en'::"Locale" = ANY ("readers");
CREATE INDEX "ArticleTranslation_es_publishedAt_idx" ON "ArticleTranslation"("publishedAt" DESC, "articleId") WHERE 'es'::"Locale" = ANY ("readers");
CREATE INDEX "ArticleTranslation_fr_publishedAt_idx" ON "ArticleTranslation"("publishedAt" DESC, "articleId") WHERE 'fr'::"Locale" = ANY ("readers");
CREATE INDEX "ArticleTranslation_pt_publishedAt_idx" ON "ArticleTranslation"("publishedAt" DESC, "articleId") WHERE 'pt'::"Locale" = ANY ("readers");
-- And of one content type (the type filter).
CREATE INDEX "ArticleTranslation_en_type_publishedAt_idx" ON "ArticleTranslation"("type", "publishedAt" DESC, "articleId") WHERE 'en'::"Locale" = ANY ("readers");
CREATE INDEX "ArticleTranslation_es_type_publishedAt_idx" ON "ArticleTranslation"("type", "publishedAt" DESC, "articleId") WHERE 'es'::"Locale" = ANY ("readers");
CREATE INDEX "ArticleTranslation_fr_type_publishedAt_idx" ON "ArticleTranslation"("type", "publishedAt" DESC, "articleId") WHERE 'fr'::"Locale" = ANY ("readers");
CREATE INDEX "ArticleTranslation_pt_type_publishedAt_idx" ON "ArticleTranslation"("type", "publishedAt" DESC, "articleId") WHERE 'pt'::"Locale" = ANY ("readers");

-- The newest items of a source, an original language or a brand, for the walk under those filters.
-- CreateIndex
CREATE INDEX "Article_sourceId_publishedAt_idx" ON "Article"("sourceId", "publishedAt" DESC);

-- CreateIndex
CREATE INDEX "Article_originalLocale_publishedAt_idx" ON "Article"("originalLocale", "publishedAt" DESC);

-- CreateIndex
CREATE INDEX "Article_brand_publishedAt_idx" ON "Article"("brand", "publishedAt" DESC);

-- And the newest free or online events (partial: the few rows with the flag set).
CREATE INDEX "Article_isEventFree_publishedAt_idx" ON "Article"("publishedAt" DESC) WHERE "isEventFree" IS TRUE;
CREATE INDEX "Article_onlineOnly_publishedAt_idx" ON "Article"("publishedAt" DESC) WHERE "onlineOnly" IS TRUE;

-- How common each common lexeme is: its share of all translations, from the statistics ANALYZE
-- keeps for the planner (the most common elements of searchVector). A lexeme not listed is rare.
-- lib/search decides from this whether to walk the newest texts or to ask the GIN index.
CREATE FUNCTION search_frequencies() RETURNS TABLE (lexeme text, frequency real) LANGUAGE sql STABLE AS $$
  SELECT u.lexeme, u.frequency FROM pg_stats s,
    unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS u(lexeme, frequency)
  WHERE s.schemaname = current_schema() AND s.tablename = 'ArticleTranslation' AND s.attname = 'searchVector'
    AND u.lexeme IS NOT NULL
$$;

-- pg_trgm's word similarity operators (<% and %>) compare trigram sets: some microseconds a call
-- (4 on a word, 15 on a title, in the bench), not the cost of an equality the planner assumes.
-- Told so, it looks up the typo search's lookalike words (SearchWord, 1,600 words in the bench)
-- through the trigram index (0.3 ms) instead of comparing every word (6 ms), and compares titles
-- only after cheaper tests. (Kept by the database, not by pg_dump: a restored database needs this
-- migration's two statements again.)
ALTER FUNCTION word_similarity_op(text, text) COST 100;
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;

-- Statements that call this (the search's) are never given a parallel plan: it is marked
-- PARALLEL UNSAFE, which the planner checks before anything else. Starting workers costs more
-- (measured 10 ms) than these statements take, when a plan for a walk that stops early looks
-- costly enough to share out.
CREATE FUNCTION search_serial() RETURNS boolean LANGUAGE sql STABLE PARALLEL UNSAFE AS $$ SELECT true $$;

-- Snippets (lib/search/details.ts), in a function: the statement that asked for them spent more
-- time being planned (its steps as LATERAL subqueries: 3 to 5 ms) than running; a function's
-- plans are made once per connection, and it stops as soon as it has a highlighted snippet.

-- A Markdown text as it reads: links keep their text; heading, list and quote markers at line
-- starts go, and so do emphasis and code marks. Each step only when the text has what it removes
-- (these functions cost tens of microseconds on a thousand characters of accented text).
CREATE FUNCTION search_plain(body text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  first text := left(ltrim(left(body, 20), E' \t'), 1);
BEGIN
  IF strpos(body, '](') > 0 THEN
    body := regexp_replace(body, '\[([^\]]*)\]\([^)]*\)', '\1', 'g');
  END IF;
  IF strpos(body, E'\n') > 0 OR first IN ('-', '*', '+', '>', '#') OR first BETWEEN '0' AND '9' THEN
    body := regexp_replace(body, '^[ \t]*(#{1,6}|[-*+]|[0-9]+[.)]|>)[ \t]+', '', 'gn');
  END IF;
  IF strpos(body, '*') > 0 OR strpos(body, '`') > 0 THEN
    body := translate(body, '*`', '');
  END IF;
  RETURN body;
END
$$;

-- `text` without the characters of `markers` (kept for highlights), in the rare text that has any.
CREATE FUNCTION search_unmarked(text text, markers text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN strpos(text, substr(markers, 1, 1)) > 0 OR strpos(text, substr(markers, 2, 1)) > 0
    OR strpos(text, substr(markers, 3, 1)) > 0 THEN translate(text, markers, '') ELSE text END
$$;

-- The highlighted title and snippet of a text for a query. `markers`: the highlight start, stop and
-- fragment delimiter characters, removed from the text first (so they can only be ts_headline's).
-- The snippet is looked for in the lead first (the summary, then the body's start, `lead_chars` in
-- all, and the rest of the word there), as written then accent-folded ("ete" typed, "été" written;
-- the folded text is returned with its headline, for lib/search/highlight.ts to map back); then,
-- when `whole_text`, in the whole text, likewise. The body of a text that is not `free` is never
-- read. src_head and src_tail: the start and end of the text, to mark a cut with an ellipsis (no
-- end when the snippet comes from a lead that stops short of it).
CREATE FUNCTION search_snippet(cfg regconfig, query tsquery, text_title text, text_summary text, text_body text,
  free boolean, whole_text boolean, markers text, title_options text, snippet_options text, lead_chars integer,
  OUT title text, OUT title_hl text, OUT title_folded text, OUT title_folded_hl text,
  OUT hl text, OUT src text, OUT src_folded text, OUT src_folded_hl text, OUT src_head text, OUT src_tail text)
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  mark constant text := left(markers, 1);
  head text;
  lead_text text;
  whole boolean;
  full_text text;
  full_hl text;
BEGIN
  title := search_unmarked(text_title, markers);
  title_hl := ts_headline(cfg, title, query, title_options);
  -- Folded, unless there is nothing to fold (all ASCII).
  IF strpos(title_hl, mark) = 0 AND octet_length(title) > length(title) THEN
    title_folded := unaccent(title);
    title_folded_hl := ts_headline(cfg, title_folded, query, title_options);
  END IF;

  IF free THEN
    head := search_unmarked(text_summary || E'\n\n' || search_plain(left(text_body, lead_chars + 300)), markers);
    whole := length(text_body) <= lead_chars + 300 AND length(head) <= lead_chars;
  ELSE
    head := search_unmarked(text_summary, markers);
    whole := length(head) <= lead_chars;
  END IF;
  lead_text := CASE WHEN whole THEN head
    ELSE left(head, lead_chars) || regexp_replace(substr(head, lead_chars + 1, 40), '\s.*$', '') END;
  src_head := left(lead_text, 80);
  src_tail := CASE WHEN whole THEN right(lead_text, 80) ELSE '' END;

  hl := ts_headline(cfg, lead_text, query, snippet_options);
  IF strpos(hl, mark) > 0 THEN RETURN; END IF;
  IF octet_length(lead_text) > length(lead_text) THEN
    src_folded := unaccent(lead_text);
    src_folded_hl := ts_headline(cfg, src_folded, query, snippet_options);
    IF strpos(src_folded_hl, mark) > 0 THEN
      src := lead_text;
      RETURN;
    END IF;
    src_folded := NULL;
    src_folded_hl := NULL;
  END IF;
  IF whole OR NOT whole_text THEN RETURN; END IF;

  full_text := search_unmarked(CASE WHEN free THEN text_summary || E'\n\n' || search_plain(text_body) ELSE text_summary END, markers);
  src_tail := right(full_text, 80);
  full_hl := ts_headline(cfg, full_text, query, snippet_options);
  IF strpos(full_hl, mark) > 0 THEN
    hl := full_hl;
    RETURN;
  END IF;
  src := full_text;
  src_folded := unaccent(full_text);
  src_folded_hl := ts_headline(cfg, src_folded, query, snippet_options);
END
$$;

-- Fresh statistics for the rewritten table (the new columns have none), which the planner and the
-- search's choice of a walk (search_frequencies()) read.
ANALYZE "ArticleTranslation";
