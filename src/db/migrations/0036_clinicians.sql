CREATE TYPE "public"."clinician_role" AS ENUM('doctor', 'nurse_prescriber', 'registered_nurse', 'aesthetic_practitioner', 'phlebotomist');--> statement-breakpoint
ALTER TYPE "public"."photo_subject" ADD VALUE 'clinician';--> statement-breakpoint
CREATE TABLE "clinicians" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" "clinician_role" NOT NULL,
	"registration_body" text NOT NULL,
	"registration_number" text NOT NULL,
	"categories" "item_category"[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinicians" ADD CONSTRAINT "clinicians_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinicians_clinic_registration" ON "clinicians" USING btree ("clinic_id","registration_body","registration_number");--> statement-breakpoint
CREATE INDEX "clinicians_clinic_order" ON "clinicians" USING btree ("clinic_id","sort_order");