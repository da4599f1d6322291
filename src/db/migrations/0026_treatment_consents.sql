CREATE TYPE "public"."consent_kind" AS ENUM('iv', 'injection', 'blood');--> statement-breakpoint
CREATE TABLE "treatment_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "consent_kind" NOT NULL,
	"version" text NOT NULL,
	"locale" text NOT NULL,
	"text_sha256" text NOT NULL,
	"signed_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"client_address" text NOT NULL,
	CONSTRAINT "treatment_consents_signed_name_length" CHECK (char_length("treatment_consents"."signed_name") between 2 and 120)
);
--> statement-breakpoint
ALTER TABLE "treatment_consents" ADD CONSTRAINT "treatment_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_consents" ADD CONSTRAINT "treatment_consents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_consents_booking_kind" ON "treatment_consents" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "treatment_consents_user" ON "treatment_consents" USING btree ("user_id");