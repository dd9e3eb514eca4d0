CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"edition_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"krw_per_unit" numeric(14, 6) NOT NULL,
	"rate_locked_at" timestamp with time zone NOT NULL,
	"shipping_address_id" text,
	"shipping_method" text DEFAULT 'storage' NOT NULL,
	"specified_date" text,
	"pickup_contact" text,
	"frame" text DEFAULT 'none' NOT NULL,
	"installation" text DEFAULT 'none' NOT NULL,
	"extra_installs" integer DEFAULT 0 NOT NULL,
	"artwork_coupon_id" text,
	"additional_coupon_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_status_valid" CHECK ("carts"."status" in ('open','ordered')),
	CONSTRAINT "carts_shipping_method_valid" CHECK ("carts"."shipping_method" in ('delivery','storage','pickup'))
);
--> statement-breakpoint
CREATE TABLE "coupon_artworks" (
	"coupon_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	CONSTRAINT "coupon_artworks_coupon_id_artwork_id_pk" PRIMARY KEY("coupon_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"discount_type" text NOT NULL,
	"off_amount" integer NOT NULL,
	"max_amount" integer,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_artworks" boolean DEFAULT true NOT NULL,
	"auto_issue" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_kind_valid" CHECK ("coupons"."kind" in ('artwork','additional')),
	CONSTRAINT "coupons_discount_type_valid" CHECK ("coupons"."discount_type" in ('fixed','percent')),
	CONSTRAINT "coupons_off_amount_valid" CHECK ("coupons"."off_amount" > 0 and ("coupons"."discount_type" = 'fixed' or "coupons"."off_amount" <= 100))
);
--> statement-breakpoint
CREATE TABLE "customer_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" text
);
--> statement-breakpoint
CREATE TABLE "edition_reservations" (
	"edition_id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"customer_id" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_customer_id_scope_key_pk" PRIMARY KEY("customer_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" text NOT NULL,
	"cart_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"edition_id" text NOT NULL,
	"item_name_en" text NOT NULL,
	"item_name_ko" text NOT NULL,
	"buyer_name" text NOT NULL,
	"currency_code" text NOT NULL,
	"krw_per_unit" numeric(14, 6) NOT NULL,
	"art_price" integer DEFAULT 0 NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"frame_fee" integer DEFAULT 0 NOT NULL,
	"installation_fee" integer DEFAULT 0 NOT NULL,
	"artwork_discount" integer DEFAULT 0 NOT NULL,
	"additional_discount" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"supply_amount" integer DEFAULT 0 NOT NULL,
	"vat" integer DEFAULT 0 NOT NULL,
	"tax_free_amount" integer DEFAULT 0 NOT NULL,
	"taxable_amount" integer DEFAULT 0 NOT NULL,
	"artwork_coupon_id" text,
	"additional_coupon_id" text,
	"shipping_method" text NOT NULL,
	"shipping_status" text NOT NULL,
	"shipping_address" jsonb,
	"specified_date" text,
	"pickup_contact" text,
	"frame" text DEFAULT 'none' NOT NULL,
	"installation" text DEFAULT 'none' NOT NULL,
	"extra_installs" integer DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"deposit_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"expected_delivery_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_amount" integer,
	"cancel_reason" text,
	"refund_info" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('awaiting_deposit','paid','canceled','refunded')),
	CONSTRAINT "orders_amounts_add_up" CHECK ("orders"."total" >= 0 and "orders"."total" = "orders"."tax_free_amount" + "orders"."taxable_amount" and "orders"."taxable_amount" = "orders"."supply_amount" + "orders"."vat" and "orders"."total" = "orders"."art_price" + "orders"."delivery_fee" + "orders"."frame_fee" + "orders"."installation_fee" - "orders"."discount_amount")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" text,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"purpose" text NOT NULL,
	"cart_id" text,
	"cart_version" integer,
	"order_id" text,
	"provider" text NOT NULL,
	"provider_reference" text,
	"method" text NOT NULL,
	"currency_code" text NOT NULL,
	"amount" integer NOT NULL,
	"breakdown" jsonb,
	"status" text NOT NULL,
	"installment_months" integer,
	"card_name" text,
	"card_number" text,
	"approval_number" text,
	"bank" text,
	"account_number" text,
	"account_name" text,
	"deposit_deadline" timestamp with time zone,
	"test_input" jsonb,
	"decline_reason" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"refunded_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_nonnegative" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "vat_taxable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "country" text DEFAULT 'KR' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_address_id_shipping_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."shipping_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_artworks" ADD CONSTRAINT "coupon_artworks_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_artworks" ADD CONSTRAINT "coupon_artworks_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_reservations" ADD CONSTRAINT "edition_reservations_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_reservations" ADD CONSTRAINT "edition_reservations_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_artworks_artwork_idx" ON "coupon_artworks" USING btree ("artwork_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_coupons_customer_coupon_uq" ON "customer_coupons" USING btree ("customer_id","coupon_id");--> statement-breakpoint
CREATE INDEX "customer_coupons_customer_idx" ON "customer_coupons" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "edition_reservations_expires_idx" ON "edition_reservations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_uq" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_deposit_due_idx" ON "orders" USING btree ("deposit_deadline") WHERE "orders"."status" = 'awaiting_deposit';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_edition_uq" ON "orders" USING btree ("edition_id") WHERE "orders"."status" in ('awaiting_deposit','paid');--> statement-breakpoint
CREATE INDEX "payments_cart_idx" ON "payments" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_uq" ON "payments" USING btree ("provider","provider_reference") WHERE "payments"."provider_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_account_number_uq" ON "payments" USING btree ("account_number") WHERE "payments"."account_number" is not null;