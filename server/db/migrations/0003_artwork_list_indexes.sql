CREATE INDEX "artworks_price_desc_idx" ON "artworks" USING btree ("price" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "artworks_category_price_idx" ON "artworks" USING btree ("category_id","price","id");--> statement-breakpoint
CREATE INDEX "artworks_category_price_desc_idx" ON "artworks" USING btree ("category_id","price" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "artworks_bid_expires_idx" ON "artworks" USING btree ("bid_expires_at","id") WHERE "artworks"."bid_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "artworks_featured_idx" ON "artworks" USING btree ("featured_rank") WHERE "artworks"."featured_rank" is not null;