CREATE TABLE "artwork_search" (
	"artwork_id" text PRIMARY KEY NOT NULL,
	"curated_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"doc_en" "tsvector" NOT NULL,
	"doc_ko" "tsvector" NOT NULL,
	"names" text NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "colour_families" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "artwork_search" ADD CONSTRAINT "artwork_search_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_search_doc_en_idx" ON "artwork_search" USING gin ("doc_en");--> statement-breakpoint
CREATE INDEX "artwork_search_doc_ko_idx" ON "artwork_search" USING gin ("doc_ko");--> statement-breakpoint
CREATE INDEX "artwork_search_tags_idx" ON "artwork_search" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "artwork_search_names_trgm" ON "artwork_search" USING gin ("names" gin_trgm_ops);