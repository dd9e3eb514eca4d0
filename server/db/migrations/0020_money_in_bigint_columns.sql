-- Money in bigint columns (ADR 0044): integer widens to bigint, the data kept; one ALTER per
-- table, so each is rewritten once. PostgreSQL refuses to change the type of a column a trigger
-- names, so migration 0017's trigger on artworks.price is dropped and created again as it was.
DROP TRIGGER artwork_search_facets_on_update ON artworks;
--> statement-breakpoint
ALTER TABLE "artworks"
  ALTER COLUMN "price" SET DATA TYPE bigint,
  ALTER COLUMN "last_bid_price" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "artwork_search_facets"
  ALTER COLUMN "price" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "editions"
  ALTER COLUMN "price" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "bids"
  ALTER COLUMN "amount" SET DATA TYPE bigint,
  ALTER COLUMN "amount_krw" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "coupons"
  ALTER COLUMN "off_amount" SET DATA TYPE bigint,
  ALTER COLUMN "max_amount" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "orders"
  ALTER COLUMN "art_price" SET DATA TYPE bigint,
  ALTER COLUMN "delivery_fee" SET DATA TYPE bigint,
  ALTER COLUMN "specified_date_fee" SET DATA TYPE bigint,
  ALTER COLUMN "frame_fee" SET DATA TYPE bigint,
  ALTER COLUMN "installation_fee" SET DATA TYPE bigint,
  ALTER COLUMN "extra_works_fee" SET DATA TYPE bigint,
  ALTER COLUMN "artwork_discount" SET DATA TYPE bigint,
  ALTER COLUMN "additional_discount" SET DATA TYPE bigint,
  ALTER COLUMN "discount_amount" SET DATA TYPE bigint,
  ALTER COLUMN "total" SET DATA TYPE bigint,
  ALTER COLUMN "supply_amount" SET DATA TYPE bigint,
  ALTER COLUMN "vat" SET DATA TYPE bigint,
  ALTER COLUMN "tax_free_amount" SET DATA TYPE bigint,
  ALTER COLUMN "taxable_amount" SET DATA TYPE bigint,
  ALTER COLUMN "cancel_amount" SET DATA TYPE bigint,
  ALTER COLUMN "platform_commission" SET DATA TYPE bigint,
  ALTER COLUMN "artist_royalty" SET DATA TYPE bigint,
  ALTER COLUMN "seller_proceeds" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "payments"
  ALTER COLUMN "amount" SET DATA TYPE bigint,
  ALTER COLUMN "refunded_amount" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "resale_requests"
  ALTER COLUMN "desired_price" SET DATA TYPE bigint,
  ALTER COLUMN "listing_price" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "partner_payouts"
  ALTER COLUMN "amount_krw" SET DATA TYPE bigint;
--> statement-breakpoint
CREATE TRIGGER artwork_search_facets_on_update AFTER UPDATE OF category_id, artist_id,
  institution_id, price, width_cm, height_cm, size_total, purchase_status, edition_type, image_id,
  wishes_count, published_at ON artworks
  FOR EACH ROW WHEN (
    OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.artist_id IS DISTINCT FROM NEW.artist_id
    OR OLD.institution_id IS DISTINCT FROM NEW.institution_id OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.width_cm IS DISTINCT FROM NEW.width_cm OR OLD.height_cm IS DISTINCT FROM NEW.height_cm
    OR OLD.size_total IS DISTINCT FROM NEW.size_total
    OR OLD.purchase_status IS DISTINCT FROM NEW.purchase_status
    OR OLD.edition_type IS DISTINCT FROM NEW.edition_type
    OR (OLD.image_id IS NULL) IS DISTINCT FROM (NEW.image_id IS NULL)
    OR OLD.wishes_count IS DISTINCT FROM NEW.wishes_count
    OR OLD.published_at IS DISTINCT FROM NEW.published_at)
  EXECUTE FUNCTION artwork_search_facets_sync();
