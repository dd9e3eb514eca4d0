CREATE TABLE "artwork_search" (
	"artwork_id" text PRIMARY KEY NOT NULL,
	"curated_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"doc_en" "tsvector" NOT NULL,
	"doc_ko" "tsvector" NOT NULL,
	"names" text NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "colour_families" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "artwork_search" ADD CONSTRAINT "artwork_search_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_search_stale_idx" ON "artwork_search" USING btree ("artwork_id") WHERE "artwork_search"."stale";--> statement-breakpoint
CREATE INDEX "artwork_search_doc_en_idx" ON "artwork_search" USING gin ("doc_en");--> statement-breakpoint
CREATE INDEX "artwork_search_doc_ko_idx" ON "artwork_search" USING gin ("doc_ko");--> statement-breakpoint
CREATE INDEX "artwork_search_tags_idx" ON "artwork_search" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "artwork_search_names_trgm" ON "artwork_search" USING gin ("names" gin_trgm_ops);--> statement-breakpoint
-- An artwork's search document goes stale when its words, people or picture change (ADR 0026);
-- the indexer rebuilds stale documents (server/modules/search/search-index.repository.ts).
CREATE OR REPLACE FUNCTION artwork_search_mark_stale() RETURNS trigger AS $$
BEGIN
  INSERT INTO artwork_search (artwork_id, doc_en, doc_ko, names, stale)
  VALUES (NEW.id, ''::tsvector, ''::tsvector, '', true)
  ON CONFLICT (artwork_id) DO UPDATE SET stale = true;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER artwork_search_on_insert AFTER INSERT ON artworks
  FOR EACH ROW EXECUTE FUNCTION artwork_search_mark_stale();--> statement-breakpoint
CREATE TRIGGER artwork_search_on_update AFTER UPDATE OF title_en, title_ko, description_en,
  description_ko, medium_en, medium_ko, artist_id, institution_id, image_id ON artworks
  FOR EACH ROW EXECUTE FUNCTION artwork_search_mark_stale();--> statement-breakpoint
INSERT INTO artwork_search (artwork_id, doc_en, doc_ko, names, stale)
  SELECT id, ''::tsvector, ''::tsvector, '', true FROM artworks
  ON CONFLICT (artwork_id) DO NOTHING;
