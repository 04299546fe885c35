-- The /findings list's word search (docs/catalog/findings_and_priorities.md): every word must appear in the
-- finding's text, explanation or recommendation (or its task's name). One lower-cased copy of the three,
-- kept by the database, is one LIKE per word instead of three lower() calls per row and word. A newline
-- joins them, so a match never spans two fields (the words searched for never hold one). pg_trgm would
-- index it, but the embedded PGlite does not load the extension; a scan of a shop's findings is fast
-- enough at the tens of thousands a shop reaches (bench/RESULTS.md).
alter table findings add column search_text text generated always as
  (lower(text || E'\n' || explanation || E'\n' || recommendation)) stored;
