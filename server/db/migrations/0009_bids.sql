CREATE TABLE "bids" (
	"id" text PRIMARY KEY NOT NULL,
	"artwork_id" text NOT NULL,
	"edition_id" text NOT NULL,
	"bidder_id" text NOT NULL,
	"seller_institution_id" text,
	"seller_customer_id" text,
	"currency_code" text NOT NULL,
	"amount" integer NOT NULL,
	"krw_per_unit" numeric(14, 6) NOT NULL,
	"amount_krw" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"payment_deadline" timestamp with time zone,
	"cart_id" text,
	"order_id" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_status_valid" CHECK ("bids"."status" in ('pending','accepted','ordered','declined','canceled','expired','lapsed')),
	CONSTRAINT "bids_amount_positive" CHECK ("bids"."amount" > 0 and "bids"."amount_krw" > 0),
	CONSTRAINT "bids_one_seller" CHECK (("bids"."seller_institution_id" is null) <> ("bids"."seller_customer_id" is null)),
	CONSTRAINT "bids_accepted_has_order" CHECK ("bids"."status" not in ('accepted','ordered','lapsed') or ("bids"."cart_id" is not null and "bids"."payment_deadline" is not null))
);
--> statement-breakpoint
CREATE TABLE "institution_members" (
	"customer_id" text NOT NULL,
	"institution_id" text NOT NULL,
	"role" text DEFAULT 'seller' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_members_customer_id_institution_id_pk" PRIMARY KEY("customer_id","institution_id"),
	CONSTRAINT "institution_members_role_valid" CHECK ("institution_members"."role" in ('seller'))
);
--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_customers_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_seller_institution_id_institutions_id_fk" FOREIGN KEY ("seller_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_seller_customer_id_customers_id_fk" FOREIGN KEY ("seller_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_members" ADD CONSTRAINT "institution_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_members" ADD CONSTRAINT "institution_members_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_active_per_bidder_uq" ON "bids" USING btree ("edition_id","bidder_id") WHERE "bids"."status" in ('pending','accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_accepted_per_edition_uq" ON "bids" USING btree ("edition_id") WHERE "bids"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "bids_cart_uq" ON "bids" USING btree ("cart_id") WHERE "bids"."cart_id" is not null;--> statement-breakpoint
CREATE INDEX "bids_edition_idx" ON "bids" USING btree ("edition_id","status");--> statement-breakpoint
CREATE INDEX "bids_artwork_idx" ON "bids" USING btree ("artwork_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_bidder_idx" ON "bids" USING btree ("bidder_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_seller_institution_idx" ON "bids" USING btree ("seller_institution_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_seller_customer_idx" ON "bids" USING btree ("seller_customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_pending_expiry_idx" ON "bids" USING btree ("expires_at") WHERE "bids"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bids_accepted_deadline_idx" ON "bids" USING btree ("payment_deadline") WHERE "bids"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "institution_members_institution_idx" ON "institution_members" USING btree ("institution_id");