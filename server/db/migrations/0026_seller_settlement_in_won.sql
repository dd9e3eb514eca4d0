-- The seller's settlement in won for orders recorded before it was kept (issue 31, ADR 0072).
-- An order's KRW price: an accepted offer's KRW amount; else its resale's listing price when the
-- buyer's art price is that price at the order's locked rate; else the art price converted back
-- at that rate (what the partner report used to compute on each read).
UPDATE "orders" AS o SET "sale_price_krw" = coalesce(
  (SELECT b."amount_krw" FROM "bids" AS b WHERE b."order_id" = o."id" ORDER BY b."id" LIMIT 1),
  (SELECT r."listing_price" FROM "resale_requests" AS r
    WHERE r."id" = o."resale_id" AND r."listing_price" IS NOT NULL
      AND CASE WHEN o."currency_code" = 'krw' THEN r."listing_price" = o."art_price"
          ELSE round(r."listing_price"::numeric / o."krw_per_unit" * 100) = o."art_price" END),
  CASE WHEN o."currency_code" = 'krw' THEN o."art_price"
    ELSE round(o."art_price"::numeric / 100 * o."krw_per_unit")::bigint END
) WHERE o."sale_price_krw" IS NULL;
--> statement-breakpoint
-- A resale's deductions in won: the basis points its own statement took (recovered from its
-- figures in the buyer's currency), of the KRW price, each rounded half up to the won; the
-- proceeds are the rest (rules §4.36).
UPDATE "orders" AS o SET
  "platform_commission_krw" = (o."sale_price_krw" * d."commission_bps" + 5000) / 10000,
  "artist_royalty_krw" = (o."sale_price_krw" * d."royalty_bps" + 5000) / 10000
FROM (
  SELECT "id",
    coalesce(round("platform_commission"::numeric * 10000 / nullif("art_price", 0)), 0)::bigint AS "commission_bps",
    coalesce(round("artist_royalty"::numeric * 10000 / nullif("art_price", 0)), 0)::bigint AS "royalty_bps"
  FROM "orders" WHERE "seller_proceeds" IS NOT NULL
) AS d
WHERE d."id" = o."id" AND o."seller_proceeds_krw" IS NULL;
--> statement-breakpoint
UPDATE "orders" SET "seller_proceeds_krw" = "sale_price_krw" - "platform_commission_krw" - "artist_royalty_krw"
WHERE "seller_proceeds" IS NOT NULL AND "seller_proceeds_krw" IS NULL;
