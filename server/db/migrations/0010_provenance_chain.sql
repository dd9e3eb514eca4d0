-- Provenance as a hash chain per edition (ADR 0022). Existing entries are numbered in the order
-- they are shown (occurred_at, id) and hashed here, in SQL, with the same canonical encoding as
-- server/modules/artworks/provenance-chain.ts (a test keeps the two equal).
DROP INDEX "provenance_events_edition_idx";--> statement-breakpoint
ALTER TABLE "provenance_events" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "provenance_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "provenance_events" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION provenance_field(p_name text, p_value text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT p_name || '=' || COALESCE(octet_length(convert_to(p_value, 'UTF8'))::text || ':' || p_value, '~') || E'\n'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION provenance_entry_hash(
  p_id text, p_edition_id text, p_seq integer, p_kind text, p_occurred_at timestamptz,
  p_party_en text, p_party_ko text, p_institution_id text, p_exhibition_id text,
  p_note_en text, p_note_ko text, p_prev_hash text
) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(
    'artmarket-provenance-v1' || E'\n'
    || provenance_field('id', p_id)
    || provenance_field('edition_id', p_edition_id)
    || provenance_field('seq', p_seq::text)
    || provenance_field('kind', p_kind)
    || provenance_field('occurred_at', floor(extract(epoch from p_occurred_at) * 1000)::bigint::text)
    || provenance_field('party_en', p_party_en)
    || provenance_field('party_ko', p_party_ko)
    || provenance_field('institution_id', p_institution_id)
    || provenance_field('exhibition_id', p_exhibition_id)
    || provenance_field('note_en', p_note_en)
    || provenance_field('note_ko', p_note_ko)
    || provenance_field('prev_hash', p_prev_hash),
    'UTF8')), 'hex')
$$;--> statement-breakpoint
UPDATE "provenance_events" p SET "seq" = r.seq
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "edition_id" ORDER BY "occurred_at", "id")::integer AS seq
  FROM "provenance_events"
) r
WHERE p."id" = r."id";--> statement-breakpoint
CREATE UNIQUE INDEX "provenance_events_edition_seq_uq" ON "provenance_events" USING btree ("edition_id","seq");--> statement-breakpoint
DO $$
DECLARE
  level integer := 1;
  top integer;
BEGIN
  SELECT COALESCE(max("seq"), 0) INTO top FROM "provenance_events";
  WHILE level <= top LOOP
    UPDATE "provenance_events" p SET "prev_hash" = q."hash"
    FROM "provenance_events" q
    WHERE p."seq" = level AND q."edition_id" = p."edition_id" AND q."seq" = level - 1;
    UPDATE "provenance_events" p SET "hash" = provenance_entry_hash(
      p."id", p."edition_id", p."seq", p."kind", p."occurred_at", p."party_en", p."party_ko",
      p."institution_id", p."exhibition_id", p."note_en", p."note_ko", p."prev_hash")
    WHERE p."seq" = level;
    level := level + 1;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "provenance_events" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "provenance_events" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "provenance_events" ADD CONSTRAINT "provenance_events_seq_positive" CHECK ("provenance_events"."seq" >= 1);
