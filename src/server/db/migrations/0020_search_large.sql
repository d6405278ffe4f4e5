DROP INDEX "items_folded_text_trgm_idx";--> statement-breakpoint
DROP INDEX "items_name_words_idx";--> statement-breakpoint
CREATE INDEX "items_module_text_trgm_idx" ON "items" USING gin ("module_id","folded_text" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "items_module_name_words_idx" ON "items" USING gin ("module_id","name_words") WITH (fastupdate=true,gin_pending_list_limit=64);