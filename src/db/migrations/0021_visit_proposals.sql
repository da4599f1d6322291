CREATE TABLE "visit_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"place" text NOT NULL,
	"address" text,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"items" jsonb NOT NULL,
	"note" text,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"secret_hash" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hold_slot_id" uuid,
	"order_id" uuid,
	"decline_reason" text,
	"created_by_id" uuid,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_proposals_total" CHECK ("visit_proposals"."total_cents" > 0),
	CONSTRAINT "visit_proposals_range" CHECK ("visit_proposals"."ends_at" > "visit_proposals"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "visit_proposals" ADD CONSTRAINT "visit_proposals_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_proposals" ADD CONSTRAINT "visit_proposals_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_proposals" ADD CONSTRAINT "visit_proposals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_proposals" ADD CONSTRAINT "visit_proposals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_proposals_request" ON "visit_proposals" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_proposals_order" ON "visit_proposals" USING btree ("order_id");