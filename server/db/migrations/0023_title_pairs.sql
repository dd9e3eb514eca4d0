-- Two-character keywords (ADR 0055): a title contains a two-character keyword exactly when one of
-- its character pairs is that keyword. The pairs of a text, for GIN indexes of the titles.
CREATE OR REPLACE FUNCTION text_pairs(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(t, i, 2)), '{}') FROM generate_series(1, char_length(t) - 1) AS i $$;--> statement-breakpoint
CREATE INDEX "artworks_title_en_pairs_idx" ON "artworks" USING gin (text_pairs(lower("title_en")));--> statement-breakpoint
CREATE INDEX "artworks_title_ko_pairs_idx" ON "artworks" USING gin (text_pairs(lower("title_ko")));
