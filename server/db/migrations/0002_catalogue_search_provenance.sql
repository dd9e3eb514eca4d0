CREATE TABLE "provenance_events" (
	"id" text PRIMARY KEY NOT NULL,
	"edition_id" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"party_en" text,
	"party_ko" text,
	"institution_id" text,
	"exhibition_id" text,
	"note_en" text DEFAULT '' NOT NULL,
	"note_ko" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provenance_events_kind_valid" CHECK ("provenance_events"."kind" in ('created','exhibited','consigned','listed','sold','transferred','resale_listed'))
);
--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "certificate_number" text;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "certificate_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provenance_events" ADD CONSTRAINT "provenance_events_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provenance_events" ADD CONSTRAINT "provenance_events_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provenance_events" ADD CONSTRAINT "provenance_events_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provenance_events_edition_idx" ON "provenance_events" USING btree ("edition_id","occurred_at");--> statement-breakpoint
CREATE INDEX "artists_name_en_trgm" ON "artists" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artists_name_ko_trgm" ON "artists" USING gin ("name_ko" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artworks_title_en_trgm" ON "artworks" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artworks_title_ko_trgm" ON "artworks" USING gin ("title_ko" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exhibitions_title_en_trgm" ON "exhibitions" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exhibitions_title_ko_trgm" ON "exhibitions" USING gin ("title_ko" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "institutions_name_en_trgm" ON "institutions" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "institutions_name_ko_trgm" ON "institutions" USING gin ("name_ko" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_certificate_number_unique" UNIQUE("certificate_number");