CREATE TYPE "public"."health_review_status" AS ENUM('clear', 'review_needed', 'approved', 'contact');--> statement-breakpoint
CREATE TABLE "booking_health_reviews" (
	"booking_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"status" "health_review_status" NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "booking_health_reviews_booking_id_pk" PRIMARY KEY("booking_id")
);
--> statement-breakpoint
CREATE TABLE "health_questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"sealed" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_clinicians" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"registration" text
);
--> statement-breakpoint
ALTER TABLE "booking_health_reviews" ADD CONSTRAINT "booking_health_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_health_reviews" ADD CONSTRAINT "booking_health_reviews_questionnaire_id_health_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."health_questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_health_reviews" ADD CONSTRAINT "booking_health_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_questionnaires" ADD CONSTRAINT "health_questionnaires_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_clinicians" ADD CONSTRAINT "staff_clinicians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_health_reviews_status" ON "booking_health_reviews" USING btree ("status");--> statement-breakpoint
CREATE INDEX "health_questionnaires_user" ON "health_questionnaires" USING btree ("user_id","answered_at");