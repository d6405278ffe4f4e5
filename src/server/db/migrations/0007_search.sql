CREATE INDEX "items_search_name_trgm_idx" ON "items" USING gin (search_fold("search_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_search_text_trgm_idx" ON "items" USING gin (search_fold("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_name_trgm_idx" ON "stores" USING gin (search_fold("name") gin_trgm_ops);