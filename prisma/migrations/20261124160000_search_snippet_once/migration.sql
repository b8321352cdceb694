-- search_snippet() highlighted the title, the lead and the whole text with three near-copies of
-- one step: the text's headline and, when it has no match and the text has accents, the headline
-- of its accent-folded form ("ete" typed, "été" written). That step is search_marked() now, and
-- search_snippet() calls it three times; its answers are the same as before.

-- The headline of `source` for `query`; when it holds no highlight (`mark`, the highlight start)
-- and `source` is not all ASCII, also its accent-folded form and that form's headline.
CREATE FUNCTION search_marked(cfg regconfig, query tsquery, source text, options text, mark text,
  OUT hl text, OUT folded text, OUT folded_hl text)
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  hl := ts_headline(cfg, source, query, options);
  IF strpos(hl, mark) > 0 OR octet_length(source) = length(source) THEN RETURN; END IF;
  folded := unaccent(source);
  folded_hl := ts_headline(cfg, folded, query, options);
END
$$;

-- The highlighted title and snippet of a text for a query. `markers`: the highlight start, stop and
-- fragment delimiter characters, removed from the text first (so they can only be ts_headline's).
-- The snippet is looked for in the lead first (the summary, then the body's start, `lead_chars` in
-- all, and the rest of the word there), then, when `whole_text`, in the whole text; each as
-- written, then accent-folded (the folded text is returned with its headline, for
-- lib/search/highlight.ts to map back). The body of a text that is not `free` is never read.
-- src_head and src_tail: the start and end of the text, to mark a cut with an ellipsis (no end
-- when the snippet comes from a lead that stops short of it).
CREATE OR REPLACE FUNCTION search_snippet(cfg regconfig, query tsquery, text_title text, text_summary text,
  text_body text, free boolean, whole_text boolean, markers text, title_options text, snippet_options text,
  lead_chars integer,
  OUT title text, OUT title_hl text, OUT title_folded text, OUT title_folded_hl text,
  OUT hl text, OUT src text, OUT src_folded text, OUT src_folded_hl text, OUT src_head text, OUT src_tail text)
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  mark constant text := left(markers, 1);
  head text;
  lead_text text;
  whole boolean;
  full_text text;
  found record;
BEGIN
  title := search_unmarked(text_title, markers);
  SELECT * INTO found FROM search_marked(cfg, query, title, title_options, mark);
  title_hl := found.hl;
  title_folded := found.folded;
  title_folded_hl := found.folded_hl;

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

  SELECT * INTO found FROM search_marked(cfg, query, lead_text, snippet_options, mark);
  hl := found.hl;
  IF strpos(found.hl, mark) > 0 THEN RETURN; END IF;
  IF strpos(coalesce(found.folded_hl, ''), mark) > 0 THEN
    src := lead_text;
    src_folded := found.folded;
    src_folded_hl := found.folded_hl;
    RETURN;
  END IF;
  IF whole OR NOT whole_text THEN RETURN; END IF;

  full_text := search_unmarked(CASE WHEN free THEN text_summary || E'\n\n' || search_plain(text_body) ELSE text_summary END, markers);
  src_tail := right(full_text, 80);
  SELECT * INTO found FROM search_marked(cfg, query, full_text, snippet_options, mark);
  IF strpos(found.hl, mark) > 0 THEN
    hl := found.hl;
    RETURN;
  END IF;
  src := full_text;
  src_folded := found.folded;
  src_folded_hl := found.folded_hl;
END
$$;
