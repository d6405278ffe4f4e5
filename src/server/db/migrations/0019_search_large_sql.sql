-- Item search at 50,000 items (ADR 049): btree_gin gives integers a GIN operator class, so the
-- items' word and text indexes (migration `search_large`) lead with module_id and a term's
-- candidates come from the asked module only. A trusted extension since PostgreSQL 13 (the
-- application role creates it); PGlite loads it through its constructor (db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;
