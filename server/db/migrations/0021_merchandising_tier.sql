DROP INDEX "artworks_popular_idx";--> statement-breakpoint
DROP INDEX "artworks_price_desc_idx";--> statement-breakpoint
DROP INDEX "artworks_category_price_status_idx";--> statement-breakpoint
DROP INDEX "artworks_category_price_desc_status_idx";--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "merch_tier" smallint GENERATED ALWAYS AS (case purchase_status when 'on_sale' then 0 when 'release_soon' then 1 else 2 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "artworks_tier_popular_idx" ON "artworks" USING btree ("merch_tier","wishes_count" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "artworks_tier_published_idx" ON "artworks" USING btree ("merch_tier","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "artworks_category_tier_published_idx" ON "artworks" USING btree ("category_id","merch_tier","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "artworks_tier_price_idx" ON "artworks" USING btree ("merch_tier","price","id");--> statement-breakpoint
CREATE INDEX "artworks_tier_price_desc_idx" ON "artworks" USING btree ("merch_tier","price" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "artworks_category_tier_price_status_idx" ON "artworks" USING btree ("category_id","merch_tier","price","id","purchase_status");--> statement-breakpoint
CREATE INDEX "artworks_category_tier_price_desc_status_idx" ON "artworks" USING btree ("category_id","merch_tier","price" DESC NULLS LAST,"id" DESC NULLS FIRST,"purchase_status");