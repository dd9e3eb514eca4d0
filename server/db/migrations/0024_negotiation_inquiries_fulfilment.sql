CREATE TABLE "inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"artwork_id" text NOT NULL,
	"edition_id" text,
	"customer_id" text NOT NULL,
	"institution_id" text,
	"handler" text DEFAULT 'operator' NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"customer_read_at" timestamp with time zone,
	"seller_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_handler_valid" CHECK ("inquiries"."handler" in ('gallery','operator')),
	CONSTRAINT "inquiries_status_valid" CHECK ("inquiries"."status" in ('open','closed')),
	CONSTRAINT "inquiries_gallery_has_institution" CHECK ("inquiries"."handler" <> 'gallery' or "inquiries"."institution_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"inquiry_id" text NOT NULL,
	"author_kind" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bid_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_messages_author_valid" CHECK ("inquiry_messages"."author_kind" in ('customer','gallery','operator'))
);
--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "list_price_krw" bigint;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "answered_by_id" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "inquiry_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sale_price_krw" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_commission_krw" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "artist_royalty_krw" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_proceeds_krw" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_author_id_customers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_customer_idx" ON "inquiries" USING btree ("customer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "inquiries_institution_idx" ON "inquiries" USING btree ("institution_id","last_message_at") WHERE "inquiries"."handler" = 'gallery';--> statement-breakpoint
CREATE INDEX "inquiries_handler_idx" ON "inquiries" USING btree ("handler","status","last_message_at");--> statement-breakpoint
CREATE INDEX "inquiries_artwork_idx" ON "inquiries" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "inquiry_messages_inquiry_idx" ON "inquiry_messages" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_inquiry_idx" ON "bids" USING btree ("inquiry_id") WHERE "bids"."inquiry_id" is not null;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_close_reason_valid" CHECK ("bids"."close_reason" is null or "bids"."close_reason" in ('bought','sold','accepted_other','withdrawn','relisted','consigned','declined','canceled','expired','lapsed'));--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_answered_by_valid" CHECK ("bids"."answered_by" is null or "bids"."answered_by" in ('gallery','owner','operator'));--> statement-breakpoint
UPDATE "bids" SET "list_price_krw" = coalesce("editions"."price", "artworks"."price") FROM "editions", "artworks" WHERE "editions"."id" = "bids"."edition_id" AND "artworks"."id" = "bids"."artwork_id" AND "bids"."list_price_krw" IS NULL;
