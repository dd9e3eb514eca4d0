CREATE TABLE "resale_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"edition_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"ownership_order_id" text NOT NULL,
	"status" text DEFAULT 'reviewing' NOT NULL,
	"desired_price" integer NOT NULL,
	"listing_price" integer,
	"operator_note" text,
	"rejection_reason" text,
	"condition" text,
	"condition_note" text,
	"photos" jsonb,
	"handover" text,
	"order_id" text,
	"proposed_at" timestamp with time zone,
	"listed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resale_requests_kind_valid" CHECK ("resale_requests"."kind" in ('resale','consignment')),
	CONSTRAINT "resale_requests_status_valid" CHECK ("resale_requests"."status" in ('reviewing','waiting_for_confirmation','on_sale','sold','withdrawn','rejected')),
	CONSTRAINT "resale_requests_prices_positive" CHECK ("resale_requests"."desired_price" > 0 and ("resale_requests"."listing_price" is null or "resale_requests"."listing_price" > 0)),
	CONSTRAINT "resale_requests_listed_has_price" CHECK ("resale_requests"."status" not in ('waiting_for_confirmation','on_sale','sold') or "resale_requests"."listing_price" is not null),
	CONSTRAINT "resale_requests_consignment_complete" CHECK ("resale_requests"."kind" = 'resale' or ("resale_requests"."condition" is not null and "resale_requests"."handover" in ('storage','delivery')))
);
--> statement-breakpoint
DROP INDEX "orders_live_edition_uq";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resale_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_customer_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_commission" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "artist_royalty" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_proceeds" integer;--> statement-breakpoint
ALTER TABLE "resale_requests" ADD CONSTRAINT "resale_requests_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_requests" ADD CONSTRAINT "resale_requests_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_requests" ADD CONSTRAINT "resale_requests_seller_id_customers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_requests" ADD CONSTRAINT "resale_requests_ownership_order_id_orders_id_fk" FOREIGN KEY ("ownership_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resale_requests_one_active_per_edition_uq" ON "resale_requests" USING btree ("edition_id") WHERE "resale_requests"."status" in ('reviewing','waiting_for_confirmation','on_sale');--> statement-breakpoint
CREATE INDEX "resale_requests_seller_idx" ON "resale_requests" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "resale_requests_status_idx" ON "resale_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_customer_id_customers_id_fk" FOREIGN KEY ("seller_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_customer_id","created_at") WHERE "orders"."seller_customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_edition_uq" ON "orders" USING btree ("edition_id",coalesce("resale_id", '')) WHERE "orders"."status" in ('awaiting_deposit','paid');