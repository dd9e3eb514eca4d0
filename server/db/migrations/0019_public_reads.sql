-- Public reads are cached in each instance (ADR 0006). Whatever changes an artwork or its
-- editions tells every instance at commit (ADR 0039): NOTIFY public_reads with the changed
-- artworks' ids, comma separated, or '*' when one statement changed too many to list.
CREATE OR REPLACE FUNCTION public_reads_notify(artwork_ids text[]) RETURNS void AS $$
BEGIN
  IF coalesce(cardinality(artwork_ids), 0) = 0 THEN
    RETURN;
  ELSIF cardinality(artwork_ids) > 200 THEN
    PERFORM pg_notify('public_reads', '*');
  ELSE
    PERFORM pg_notify('public_reads', array_to_string(artwork_ids, ','));
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_reads_artworks_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM public_reads_notify(ARRAY(SELECT DISTINCT id FROM old_rows));
  ELSE
    PERFORM public_reads_notify(ARRAY(SELECT DISTINCT id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_reads_editions_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM public_reads_notify(ARRAY(SELECT DISTINCT artwork_id FROM old_rows));
  ELSE
    PERFORM public_reads_notify(ARRAY(SELECT DISTINCT artwork_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER public_reads_artworks_insert AFTER INSERT ON artworks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public_reads_artworks_changed();
--> statement-breakpoint
CREATE TRIGGER public_reads_artworks_update AFTER UPDATE ON artworks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public_reads_artworks_changed();
--> statement-breakpoint
CREATE TRIGGER public_reads_artworks_delete AFTER DELETE ON artworks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public_reads_artworks_changed();
--> statement-breakpoint
CREATE TRIGGER public_reads_editions_insert AFTER INSERT ON editions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public_reads_editions_changed();
--> statement-breakpoint
CREATE TRIGGER public_reads_editions_update AFTER UPDATE ON editions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public_reads_editions_changed();
--> statement-breakpoint
CREATE TRIGGER public_reads_editions_delete AFTER DELETE ON editions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public_reads_editions_changed();
--> statement-breakpoint
-- An artwork's last bid (SPEC §3) is its newest bid still in play: a cancelled, declined,
-- expired, lapsed or paid bid is no one's last bid any more. Kept in the writing transaction
-- (its update of artworks tells the instances).
CREATE OR REPLACE FUNCTION artwork_last_bid_refresh() RETURNS trigger AS $$
BEGIN
  WITH live AS (
    SELECT touched.artwork_id, (
      SELECT b.amount_krw FROM bids b
      WHERE b.artwork_id = touched.artwork_id AND b.status IN ('pending', 'accepted')
      ORDER BY b.created_at DESC, b.id DESC LIMIT 1) AS amount_krw
    FROM (SELECT DISTINCT artwork_id FROM new_rows) touched
  )
  UPDATE artworks a SET last_bid_price = live.amount_krw
  FROM live
  WHERE a.id = live.artwork_id AND a.last_bid_price IS DISTINCT FROM live.amount_krw;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER artwork_last_bid_on_insert AFTER INSERT ON bids
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION artwork_last_bid_refresh();
--> statement-breakpoint
CREATE TRIGGER artwork_last_bid_on_update AFTER UPDATE ON bids
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION artwork_last_bid_refresh();
