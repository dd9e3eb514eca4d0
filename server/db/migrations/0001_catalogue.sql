CREATE TABLE "artists" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"bio_ko" text DEFAULT '' NOT NULL,
	"birth_year" integer,
	"death_year" integer,
	"nationality_en" text,
	"nationality_ko" text,
	"image_id" text,
	"featured_rank" integer,
	"wishes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artists_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "artwork_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artwork_categories_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "artwork_images" (
	"artwork_id" text NOT NULL,
	"image_id" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "artwork_images_artwork_id_image_id_pk" PRIMARY KEY("artwork_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "artworks" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ko" text DEFAULT '' NOT NULL,
	"artist_id" text NOT NULL,
	"institution_id" text,
	"category_id" text NOT NULL,
	"year" integer,
	"medium_en" text DEFAULT '' NOT NULL,
	"medium_ko" text DEFAULT '' NOT NULL,
	"width_cm" numeric(7, 1) NOT NULL,
	"height_cm" numeric(7, 1) NOT NULL,
	"depth_cm" numeric(7, 1),
	"size_total" numeric(8, 1) NOT NULL,
	"frame_size_en" text,
	"frame_size_ko" text,
	"signature_en" text,
	"signature_ko" text,
	"price" integer,
	"purchase_status" text NOT NULL,
	"release_at" timestamp with time zone,
	"edition_type" text DEFAULT 'unique' NOT NULL,
	"edition_size" integer DEFAULT 1 NOT NULL,
	"bid_enabled" boolean DEFAULT false NOT NULL,
	"last_bid_price" integer,
	"bid_expires_at" timestamp with time zone,
	"image_id" text,
	"featured_rank" integer,
	"wishes_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artworks_handle_unique" UNIQUE("handle"),
	CONSTRAINT "artworks_price_nonnegative" CHECK ("artworks"."price" is null or "artworks"."price" >= 0),
	CONSTRAINT "artworks_purchase_status_valid" CHECK ("artworks"."purchase_status" in ('on_sale','sold','not_for_sale','release_soon'))
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"type" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_ko" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_ko" text DEFAULT '' NOT NULL,
	"image_id" text,
	"link_url" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "editions" (
	"id" text PRIMARY KEY NOT NULL,
	"artwork_id" text NOT NULL,
	"edition_number" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"price" integer,
	"sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editions_status_valid" CHECK ("editions"."status" in ('available','reserved','sold','not_for_sale'))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"krw_per_unit" numeric(14, 6) NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibition_artworks" (
	"exhibition_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exhibition_artworks_exhibition_id_artwork_id_pk" PRIMARY KEY("exhibition_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "exhibition_highlights" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"subtitle_ko" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_ko" text DEFAULT '' NOT NULL,
	"image_id" text,
	"artwork_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"type" text DEFAULT 'group' NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"short_title_en" text NOT NULL,
	"short_title_ko" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ko" text DEFAULT '' NOT NULL,
	"institution_id" text,
	"fair_id" text,
	"artist_id" text,
	"location_en" text,
	"location_ko" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cover_image_id" text,
	"has_on_view" boolean DEFAULT false NOT NULL,
	"menu_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitions_handle_unique" UNIQUE("handle"),
	CONSTRAINT "exhibitions_dates_ordered" CHECK ("exhibitions"."ends_at" >= "exhibitions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "fairs" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"token" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ko" text DEFAULT '' NOT NULL,
	"venue_en" text,
	"venue_ko" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cover_image_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fairs_handle_unique" UNIQUE("handle"),
	CONSTRAINT "fairs_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question_en" text NOT NULL,
	"question_ko" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_ko" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"original_ext" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"dominant_color" text NOT NULL,
	"hue" integer,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"type" text DEFAULT 'gallery' NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ko" text DEFAULT '' NOT NULL,
	"address_en" text,
	"address_ko" text,
	"city_en" text,
	"city_ko" text,
	"country_code" text DEFAULT 'KOR' NOT NULL,
	"website" text,
	"instagram" text,
	"logo_image_id" text,
	"cover_image_id" text,
	"is_partner" boolean DEFAULT true NOT NULL,
	"featured_rank" integer,
	"wishes_count" integer DEFAULT 0 NOT NULL,
	"founded_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutions_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "payment_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"currencies" jsonb NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_providers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "rolling_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"subtitle_ko" text DEFAULT '' NOT NULL,
	"image_id" text,
	"link_url" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_images" ADD CONSTRAINT "artwork_images_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_images" ADD CONSTRAINT "artwork_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_category_id_artwork_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."artwork_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_artworks" ADD CONSTRAINT "exhibition_artworks_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_artworks" ADD CONSTRAINT "exhibition_artworks_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_highlights" ADD CONSTRAINT "exhibition_highlights_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_highlights" ADD CONSTRAINT "exhibition_highlights_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairs" ADD CONSTRAINT "fairs_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_banners" ADD CONSTRAINT "rolling_banners_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artists_featured_idx" ON "artists" USING btree ("featured_rank");--> statement-breakpoint
CREATE INDEX "artworks_artist_idx" ON "artworks" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "artworks_institution_idx" ON "artworks" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "artworks_category_published_idx" ON "artworks" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "artworks_status_published_idx" ON "artworks" USING btree ("purchase_status","published_at");--> statement-breakpoint
CREATE INDEX "artworks_published_idx" ON "artworks" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "artworks_price_idx" ON "artworks" USING btree ("price");--> statement-breakpoint
CREATE INDEX "artworks_wishes_idx" ON "artworks" USING btree ("wishes_count");--> statement-breakpoint
CREATE UNIQUE INDEX "editions_artwork_number_uq" ON "editions" USING btree ("artwork_id","edition_number");--> statement-breakpoint
CREATE INDEX "editions_status_idx" ON "editions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "exhibition_artworks_artwork_idx" ON "exhibition_artworks" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "exhibition_highlights_exhibition_idx" ON "exhibition_highlights" USING btree ("exhibition_id","rank");--> statement-breakpoint
CREATE INDEX "exhibitions_dates_idx" ON "exhibitions" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "institutions_featured_idx" ON "institutions" USING btree ("featured_rank");