CREATE TABLE "artist_wishes" (
	"customer_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_wishes_customer_id_artist_id_pk" PRIMARY KEY("customer_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "artwork_wishes" (
	"customer_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artwork_wishes_customer_id_artwork_id_pk" PRIMARY KEY("customer_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "institution_wishes" (
	"customer_id" text NOT NULL,
	"institution_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_wishes_customer_id_institution_id_pk" PRIMARY KEY("customer_id","institution_id")
);
--> statement-breakpoint
DROP INDEX "artworks_wishes_idx";--> statement-breakpoint
ALTER TABLE "artist_wishes" ADD CONSTRAINT "artist_wishes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_wishes" ADD CONSTRAINT "artist_wishes_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_wishes" ADD CONSTRAINT "artwork_wishes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_wishes" ADD CONSTRAINT "artwork_wishes_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_wishes" ADD CONSTRAINT "institution_wishes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_wishes" ADD CONSTRAINT "institution_wishes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artist_wishes_customer_created_idx" ON "artist_wishes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "artist_wishes_artist_idx" ON "artist_wishes" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "artwork_wishes_customer_created_idx" ON "artwork_wishes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "artwork_wishes_artwork_idx" ON "artwork_wishes" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "institution_wishes_customer_created_idx" ON "institution_wishes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "institution_wishes_institution_idx" ON "institution_wishes" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "artworks_popular_idx" ON "artworks" USING btree ("wishes_count" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);