-- An artwork's last bid (rules §4.31, rules/negotiation.ts lastBidKrw): the highest offer still in
-- play (pending or accepted); when none is, the latest offer paid for (the last price a seller
-- accepted); else none. A placed and then cancelled offer leaves the last bid as it was before it.
-- Kept in the writing transaction (its update of artworks tells the instances).
CREATE OR REPLACE FUNCTION artwork_last_bid_refresh() RETURNS trigger AS $$
BEGIN
  WITH live AS (
    SELECT touched.artwork_id, coalesce(
      (SELECT max(b.amount_krw) FROM bids b
        WHERE b.artwork_id = touched.artwork_id AND b.status IN ('pending', 'accepted')),
      (SELECT b.amount_krw FROM bids b
        WHERE b.artwork_id = touched.artwork_id AND b.status = 'ordered'
        ORDER BY b.created_at DESC, b.id DESC LIMIT 1)) AS amount_krw
    FROM (SELECT DISTINCT artwork_id FROM new_rows) touched
  )
  UPDATE artworks a SET last_bid_price = live.amount_krw
  FROM live
  WHERE a.id = live.artwork_id AND a.last_bid_price IS DISTINCT FROM live.amount_krw;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
