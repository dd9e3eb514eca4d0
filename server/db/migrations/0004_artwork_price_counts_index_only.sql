DROP INDEX "artworks_category_price_idx";--> statement-breakpoint
DROP INDEX "artworks_category_price_desc_idx";--> statement-breakpoint
CREATE INDEX "artworks_category_price_status_idx" ON "artworks" USING btree ("category_id","price","id","purchase_status");--> statement-breakpoint
CREATE INDEX "artworks_category_price_desc_status_idx" ON "artworks" USING btree ("category_id","price" DESC NULLS LAST,"id" DESC NULLS FIRST,"purchase_status");