ALTER TABLE "items" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (search_fold(search_name)) STORED;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "folded_text" text GENERATED ALWAYS AS (search_fold(search_text)) STORED;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (search_fold(name)) STORED;--> statement-breakpoint
CREATE INDEX "items_folded_name_trgm_idx" ON "items" USING gin ("folded_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_folded_text_trgm_idx" ON "items" USING gin ("folded_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_folded_name_trgm_idx" ON "stores" USING gin ("folded_name" gin_trgm_ops);