CREATE TYPE "public"."photo_subject" AS ENUM('treatment', 'clinic', 'team');--> statement-breakpoint
CREATE TABLE "photos" (
	"subject" "photo_subject" NOT NULL,
	"subject_key" text NOT NULL,
	"clinic_id" integer,
	"file_id" uuid NOT NULL,
	"digest" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"alt" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "photos_subject_subject_key_pk" PRIMARY KEY("subject","subject_key")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_digest" ON "photos" USING btree ("digest");