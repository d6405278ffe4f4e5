CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(search_fold(search_name), '[^[:alnum:]]+')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_name_words_idx" ON "items" USING gin ("name_words");