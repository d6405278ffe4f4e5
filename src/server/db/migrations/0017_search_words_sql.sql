-- Search words (ADR 046): a lexicon of the items' name words, so that a term's words are corrected
-- against a few thousand short words (trigram index) and items are then found by exact words
-- (GIN on items.name_words) instead of testing word similarity on every candidate's name.

-- Keeps the lexicon: every word of an inserted or renamed item (never removes: a word no item
-- has any more matches nothing).
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger
	LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (word)
	SELECT DISTINCT w FROM added, unnest(added.name_words) AS w WHERE w <> ''
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_search_words_ins AFTER INSERT ON items
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER items_search_words_upd AFTER UPDATE ON items
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM items, unnest(items.name_words) AS w WHERE w <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The catalogue words one term word stands for (ADR 017's facts, per word instead of per item):
-- near = contains the stem (`contains`, '%stem%'), or word similarity of the term word at least
-- pg_trgm.word_similarity_threshold (`<%`), or starts with a swap of two neighbouring letters
-- (`swaps`, a regular expression, or null); in_name = contains the stem; starts = starts with the
-- stem (`prefix`); t10 … t1 = the near words by closeness in tenths (word similarity, 0.8 for a
-- swap). The lexicon is small: its trigram index, never a scan of every word (`<%` costs
-- about 2 µs a short word, the whole lexicon several ms).
CREATE OR REPLACE FUNCTION search_word_sets(term text, contains text, prefix text, swaps text)
	RETURNS TABLE (
	near text[],
	in_name text[],
	starts text[],
	t10 text[],
	t9 text[],
	t8 text[],
	t7 text[],
	t6 text[],
	t5 text[],
	t4 text[],
	t3 text[],
	t2 text[],
	t1 text[]
	)
	LANGUAGE sql STABLE PARALLEL SAFE
	SET enable_seqscan = off
	AS $$
	SELECT coalesce(array_agg(w.word), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.word LIKE contains), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.word ~ prefix), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.tenths = 10), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.tenths = 9), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.tenths = 8), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.tenths = 7), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.tenths = 6), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.tenths = 5), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.tenths = 4), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.tenths = 3), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.tenths = 2), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.tenths = 1), '{}')
	FROM (
		SELECT l.word, round(10 * greatest(word_similarity(term, l.word),
			CASE WHEN l.word ~ swaps THEN 0.8 ELSE 0 END))::int AS tenths
		FROM search_words l
		WHERE l.word LIKE contains OR term <% l.word OR l.word ~ swaps
	) w
$$;
