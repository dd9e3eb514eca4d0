CREATE TABLE "artwork_search_facets" (
	"artwork_id" text PRIMARY KEY NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"institution_id" text,
	"nationality" text,
	"price" integer,
	"width_cm" double precision NOT NULL,
	"height_cm" double precision NOT NULL,
	"size_total" double precision NOT NULL,
	"longest_cm" double precision NOT NULL,
	"purchase_status" text NOT NULL,
	"edition_type" text NOT NULL,
	"has_image" boolean NOT NULL,
	"wishes_count" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artwork_search_facets" ADD CONSTRAINT "artwork_search_facets_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The facets of every artwork there is (ADR 0033): its tags from the search document, the rest
-- copied from the artwork and its artist.
INSERT INTO "artwork_search_facets" ("artwork_id", "tags", "category_id", "artist_id",
  "institution_id", "nationality", "price", "width_cm", "height_cm", "size_total", "longest_cm",
  "purchase_status", "edition_type", "has_image", "wishes_count", "published_at")
  SELECT a.id, coalesce(s.tags, '{}'::text[]), a.category_id, a.artist_id, a.institution_id,
    ar.nationality_en, a.price, a.width_cm, a.height_cm, a.size_total,
    greatest(a.width_cm, a.height_cm), a.purchase_status, a.edition_type, a.image_id IS NOT NULL,
    a.wishes_count, a.published_at
  FROM artworks a JOIN artists ar ON ar.id = a.artist_id
  LEFT JOIN artwork_search s ON s.artwork_id = a.id;
--> statement-breakpoint
CREATE INDEX "artwork_search_facets_tags_idx" ON "artwork_search_facets" USING gin ("tags");
--> statement-breakpoint
CREATE INDEX "artwork_search_facets_popular_idx" ON "artwork_search_facets" USING btree ("wishes_count" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"artwork_id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "artwork_search_facets_category_popular_idx" ON "artwork_search_facets" USING btree ("category_id","wishes_count" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"artwork_id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "artwork_search_facets_price_idx" ON "artwork_search_facets" USING btree ("price");
--> statement-breakpoint
CREATE INDEX "artwork_search_facets_dimensions_idx" ON "artwork_search_facets" USING btree ("width_cm","height_cm");
--> statement-breakpoint
CREATE INDEX "artwork_search_facets_size_idx" ON "artwork_search_facets" USING btree ("size_total");
--> statement-breakpoint
CREATE INDEX "artwork_search_facets_artist_idx" ON "artwork_search_facets" USING btree ("artist_id");
--> statement-breakpoint
CREATE INDEX "artwork_search_facets_institution_idx" ON "artwork_search_facets" USING btree ("institution_id");
--> statement-breakpoint
DROP INDEX "artwork_search_tags_idx";
--> statement-breakpoint
ALTER TABLE "artwork_search" DROP COLUMN "tags";
--> statement-breakpoint
-- Triggers keep the copies current: a new artwork gets its row, a change of a copied column
-- rewrites it (only when a value really changed), and an artist's new nationality reaches the
-- artist's works. The tags are the indexer's (server/modules/search/search-index.repository.ts).
CREATE OR REPLACE FUNCTION artwork_search_facets_sync() RETURNS trigger AS $$
BEGIN
  INSERT INTO artwork_search_facets (artwork_id, category_id, artist_id, institution_id,
    nationality, price, width_cm, height_cm, size_total, longest_cm, purchase_status,
    edition_type, has_image, wishes_count, published_at)
  VALUES (NEW.id, NEW.category_id, NEW.artist_id, NEW.institution_id,
    (SELECT nationality_en FROM artists WHERE id = NEW.artist_id), NEW.price, NEW.width_cm,
    NEW.height_cm, NEW.size_total, greatest(NEW.width_cm, NEW.height_cm), NEW.purchase_status,
    NEW.edition_type, NEW.image_id IS NOT NULL, NEW.wishes_count, NEW.published_at)
  ON CONFLICT (artwork_id) DO UPDATE SET category_id = EXCLUDED.category_id,
    artist_id = EXCLUDED.artist_id, institution_id = EXCLUDED.institution_id,
    nationality = EXCLUDED.nationality, price = EXCLUDED.price, width_cm = EXCLUDED.width_cm,
    height_cm = EXCLUDED.height_cm, size_total = EXCLUDED.size_total,
    longest_cm = EXCLUDED.longest_cm, purchase_status = EXCLUDED.purchase_status,
    edition_type = EXCLUDED.edition_type, has_image = EXCLUDED.has_image,
    wishes_count = EXCLUDED.wishes_count, published_at = EXCLUDED.published_at;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER artwork_search_facets_on_insert AFTER INSERT ON artworks
  FOR EACH ROW EXECUTE FUNCTION artwork_search_facets_sync();
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION artwork_search_facets_nationality() RETURNS trigger AS $$
BEGIN
  UPDATE artwork_search_facets SET nationality = NEW.nationality_en WHERE artist_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER artwork_search_facets_on_artist_update AFTER UPDATE OF nationality_en ON artists
  FOR EACH ROW WHEN (OLD.nationality_en IS DISTINCT FROM NEW.nationality_en)
  EXECUTE FUNCTION artwork_search_facets_nationality();
--> statement-breakpoint
ANALYZE "artwork_search_facets";
