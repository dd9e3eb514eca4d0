CREATE TABLE "partner_payouts" (
	"order_id" text PRIMARY KEY NOT NULL,
	"institution_id" text NOT NULL,
	"amount_krw" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"paid_by" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_payouts_amount_nonnegative" CHECK ("partner_payouts"."amount_krw" >= 0)
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_payouts_institution_idx" ON "partner_payouts" USING btree ("institution_id","paid_at");