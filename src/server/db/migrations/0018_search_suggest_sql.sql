-- Suggestions' cost (ADR 050). `search_word_sets()` (ADR 046) answered the same sets at a third of
-- its cost on PGlite: its `enable_seqscan = off` made the planner read the lexicon's primary key
-- whole (a bitmap of every word, the cheapest path left) and test every word with `<%` and two
-- regular expressions: about 10 ms of WebAssembly a word, the largest part of a suggestion.
-- Now the trigram index answers `<%` and the stem's LIKE (the ctid in the output keeps the primary
-- key from answering alone), and the swapped-letter prefixes are ranges of a text_pattern_ops
-- index: 3.7 ms a word, the same sets (checked over the 1,300 words of the bench's terms).
-- Lexicon words are runs of letters and digits (`name_words`), so ADR 046's regular expressions
-- `(^|[^[:alnum:]])stem` and `(^|[^[:alnum:]])(swap|…)` meant "starts with the stem" / "starts with
-- one of the swaps": the function now takes the stem and the swaps themselves (letters and digits
-- only, `searchWords()`), so `%stem%` is a safe LIKE pattern.
CREATE INDEX IF NOT EXISTS search_words_pattern_idx ON search_words (word text_pattern_ops);
--> statement-breakpoint
DROP FUNCTION IF EXISTS search_word_sets(text, text, text, text);
--> statement-breakpoint
CREATE FUNCTION search_word_sets(term text, stem text, swaps text[])
	RETURNS TABLE (near text[], in_name text[], starts text[], t10 text[], t9 text[], t8 text[],
	t7 text[], t6 text[], t5 text[], t4 text[], t3 text[], t2 text[], t1 text[])
	LANGUAGE sql STABLE PARALLEL SAFE
	SET enable_seqscan = off
	AS $$
	WITH cand AS (
		-- ctid in the output: the lexicon's primary key cannot answer these alone, so no plan reads
		-- it whole instead of using the trigram index (the old body's enable_seqscan = off did
		-- that on PGlite: every word tested with `<%`).
		SELECT l.ctid, l.word FROM search_words l
		WHERE term <% l.word OR l.word LIKE ('%' || search_word_sets.stem || '%')
		UNION
		SELECT l.ctid, l.word FROM unnest(coalesce(swaps, '{}')) s, search_words l
		WHERE l.word ~>=~ s AND l.word ~<~ (s || chr(1114111)) AND left(l.word, length(s)) = s
	), w AS (
		SELECT c.word, left(c.word, length(search_word_sets.stem)) = search_word_sets.stem AS starts,
			round(10 * greatest(word_similarity(term, c.word),
				CASE WHEN left(c.word, length(search_word_sets.stem)) = ANY (coalesce(swaps, '{}'))
				THEN 0.8 ELSE 0 END))::int AS tenths
		FROM cand c
	)
	SELECT coalesce(array_agg(w.word), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.word LIKE ('%' || search_word_sets.stem || '%')), '{}'),
		coalesce(array_agg(w.word) FILTER (WHERE w.starts), '{}'),
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
	FROM w
$$;
