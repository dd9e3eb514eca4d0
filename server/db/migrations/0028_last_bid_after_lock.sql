-- The last bid's refresh (0027) reads the offers only once it holds the artwork's row: two offers
-- placed at once no longer leave the lower one as the last bid. In READ COMMITTED the statement
-- after the lock sees every offer committed before it was granted; the lock is the one the
-- update took anyway (NO KEY UPDATE: it does not wait on the KEY SHARE that each new offer's
-- foreign key holds on the artwork), taken first and in id order.
CREATE OR REPLACE FUNCTION artwork_last_bid_refresh() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM artworks a
    WHERE a.id IN (SELECT DISTINCT artwork_id FROM new_rows)
    ORDER BY a.id
    FOR NO KEY UPDATE;
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
