-- Search (ADR 017): trigram matching and accent folding, on PostgreSQL and PGlite alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so an index cannot use it directly.
-- This wrapper names the dictionary explicitly and is declared IMMUTABLE: the expression indexes
-- on search_fold(...) and the queries that compare against them use exactly this function.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
