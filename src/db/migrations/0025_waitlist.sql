CREATE TYPE "public"."waitlist_state" AS ENUM('waiting', 'offered', 'accepted', 'lapsed', 'left', 'expired', 'booked');--> statement-breakpoint
CREATE TYPE "public"."waitlist_window" AS ENUM('morning', 'afternoon', 'evening');--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"clinic_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_window" "waitlist_window" NOT NULL,
	"duration_minutes" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"locale" text NOT NULL,
	"state" "waitlist_state" DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"offer_starts_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"hold_slot_id" uuid,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_duration" CHECK ("waitlist_entries"."duration_minutes" between 5 and 720)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_active" ON "waitlist_entries" USING btree ("user_id","clinic_id","day","time_window") WHERE "waitlist_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line" ON "waitlist_entries" USING btree ("clinic_id","day","state","joined_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user" ON "waitlist_entries" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expiry" ON "waitlist_entries" USING btree ("state","offer_expires_at");