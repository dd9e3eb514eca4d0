-- "Notify me" on a release-soon work (issue 32, ADR 0077, rules §4.63): one alert per customer per work;
-- the release sweep claims each due alert once by setting notified_at.
CREATE TABLE "release_alerts" (
	"customer_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"currency_code" text DEFAULT 'krw' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "release_alerts_customer_id_artwork_id_pk" PRIMARY KEY("customer_id","artwork_id"),
	CONSTRAINT "release_alerts_currency_valid" CHECK ("release_alerts"."currency_code" in ('eur','krw','thb','usd'))
);
--> statement-breakpoint
ALTER TABLE "release_alerts" ADD CONSTRAINT "release_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_alerts" ADD CONSTRAINT "release_alerts_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_alerts_customer_created_idx" ON "release_alerts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "release_alerts_due_idx" ON "release_alerts" USING btree ("artwork_id") WHERE "release_alerts"."notified_at" is null;