-- Views of a work, its condition report and its history (issue 32, rules §4.71–4.76): each picture of
-- a work has a kind and a caption in both languages; one condition report per work; exhibition
-- history and literature entries in order. Existing pictures become `main` views.
CREATE TABLE "artwork_conditions" (
	"artwork_id" text PRIMARY KEY NOT NULL,
	"grade" text NOT NULL,
	"notes_en" text DEFAULT '' NOT NULL,
	"notes_ko" text DEFAULT '' NOT NULL,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artwork_conditions_grade_valid" CHECK ("artwork_conditions"."grade" in ('excellent','very_good','good','fair'))
);
--> statement-breakpoint
CREATE TABLE "artwork_history_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"artwork_id" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer,
	"text_en" text NOT NULL,
	"text_ko" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artwork_history_entries_kind_valid" CHECK ("artwork_history_entries"."kind" in ('exhibition','literature')),
	CONSTRAINT "artwork_history_entries_year_valid" CHECK ("artwork_history_entries"."year" is null or "artwork_history_entries"."year" between 1000 and 2100)
);
--> statement-breakpoint
ALTER TABLE "artwork_images" ADD COLUMN "kind" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "artwork_images" ADD COLUMN "caption_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "artwork_images" ADD COLUMN "caption_ko" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "artwork_conditions" ADD CONSTRAINT "artwork_conditions_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_history_entries" ADD CONSTRAINT "artwork_history_entries_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_history_entries_artwork_idx" ON "artwork_history_entries" USING btree ("artwork_id","kind","rank");--> statement-breakpoint
CREATE INDEX "artwork_images_artwork_rank_idx" ON "artwork_images" USING btree ("artwork_id","rank");--> statement-breakpoint
ALTER TABLE "artwork_images" ADD CONSTRAINT "artwork_images_kind_valid" CHECK ("artwork_images"."kind" in ('main','detail','side','back','framed','in_room','defect'));