-- CreateTable
CREATE TABLE "SearchWord" (
    "word" TEXT NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "SearchWord_word_idx" ON "SearchWord" USING GIN ("word" gin_trgm_ops);

-- The words of a title as pg_trgm sees them (runs of letters and digits), lowercase; words of three
-- letters or more without digits (numbers would be most of the table and are never mistyped words).
CREATE FUNCTION title_words(title text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT lower(w) FROM regexp_split_to_table(title, '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 AND w !~ '[0-9]'
$$;

-- New and changed titles add their words (statement-level, so a bulk insert costs one pass).
-- Words of deleted or changed titles stay: a stale word only lets the title comparison run.
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SearchWord" (word) SELECT DISTINCT title_words(title) FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER search_words_insert AFTER INSERT ON "ArticleTranslation"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
CREATE TRIGGER search_words_update AFTER UPDATE ON "ArticleTranslation"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();

INSERT INTO "SearchWord" (word) SELECT DISTINCT title_words(title) FROM "ArticleTranslation" ON CONFLICT DO NOTHING;
