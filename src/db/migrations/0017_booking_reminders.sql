CREATE TYPE "public"."reminder_kind" AS ENUM('two_days', 'three_hours');--> statement-breakpoint
CREATE TYPE "public"."reminder_status" AS ENUM('scheduled', 'sent', 'cancelled', 'skipped');--> statement-breakpoint
CREATE TABLE "booking_mails" (
	"booking_id" uuid NOT NULL,
	"mail_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	CONSTRAINT "booking_mails_booking_id_mail_id_pk" PRIMARY KEY("booking_id","mail_id")
);
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "reminder_kind" NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"for_starts_at" timestamp with time zone NOT NULL,
	"status" "reminder_status" DEFAULT 'scheduled' NOT NULL,
	"mail_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_mails" ADD CONSTRAINT "booking_mails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_mails" ADD CONSTRAINT "booking_mails_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_mails_mail" ON "booking_mails" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reminders_booking_kind" ON "booking_reminders" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "booking_reminders_due" ON "booking_reminders" USING btree ("status","due_at");