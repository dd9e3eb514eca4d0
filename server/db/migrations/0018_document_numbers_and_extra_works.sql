CREATE SEQUENCE "public"."order_document_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_add_up";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extra_works_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "document_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_document_number_unique" UNIQUE("document_number");--> statement-breakpoint
-- Extra works become a line of their own (ADR 0037). An earlier order's installation fee held
-- them too (₩50,000 each, converted as one sum at its locked rate): they are split out, the
-- installation keeps the rest, so every order still adds up to the same total.
UPDATE "orders" SET
  "extra_works_fee" = "split"."fee",
  "installation_fee" = "orders"."installation_fee" - "split"."fee"
FROM (
  SELECT "id", CASE WHEN "currency_code" = 'krw' THEN 50000 * "extra_installs"
    ELSE round(50000 * "extra_installs" / "krw_per_unit" * 100)::integer END AS "fee"
  FROM "orders" WHERE "extra_installs" > 0 AND "installation" <> 'none'
) AS "split"
WHERE "orders"."id" = "split"."id" AND "split"."fee" <= "orders"."installation_fee";--> statement-breakpoint
-- Each order paid so far gets its sale slip and receipt (ADR 0037), numbered in the order of
-- payment and dated then; the sequence goes on from the last of them.
UPDATE "orders" SET
  "document_number" = 'AM-' || to_char(timezone('UTC', "numbered"."paid_at") + interval '9 hours', 'YYYY')
    || '-' || lpad("numbered"."n"::text, greatest(6, length("numbered"."n"::text)), '0'),
  "document_issued_at" = "numbered"."paid_at"
FROM (
  SELECT "id", "paid_at", row_number() OVER (ORDER BY "paid_at", "id") AS "n"
  FROM "orders" WHERE "paid_at" IS NOT NULL
) AS "numbered"
WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
SELECT setval('order_document_number_seq',
  (SELECT count(*) FROM "orders" WHERE "document_number" IS NOT NULL) + 1, false);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_add_up" CHECK ("orders"."total" >= 0 and "orders"."total" = "orders"."tax_free_amount" + "orders"."taxable_amount" and "orders"."taxable_amount" = "orders"."supply_amount" + "orders"."vat" and "orders"."total" = "orders"."art_price" + "orders"."delivery_fee" + "orders"."specified_date_fee" + "orders"."frame_fee" + "orders"."installation_fee" + "orders"."extra_works_fee" - "orders"."discount_amount");