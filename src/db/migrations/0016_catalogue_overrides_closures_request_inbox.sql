CREATE TABLE "clinic_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"chair_id" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_catalogue_overrides" (
	"clinic_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price_cents" integer,
	"sale_price_cents" integer,
	"available" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_catalogue_overrides_clinic_id_item_id_pk" PRIMARY KEY("clinic_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "request_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"staff_id" uuid,
	"body" text NOT NULL,
	"mail_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "sale_price_cents" integer;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinic_closures" ADD CONSTRAINT "clinic_closures_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_closures" ADD CONSTRAINT "clinic_closures_chair_id_clinic_chairs_id_fk" FOREIGN KEY ("chair_id") REFERENCES "public"."clinic_chairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_catalogue_overrides" ADD CONSTRAINT "clinic_catalogue_overrides_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_catalogue_overrides" ADD CONSTRAINT "clinic_catalogue_overrides_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_replies" ADD CONSTRAINT "request_replies_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_replies" ADD CONSTRAINT "request_replies_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_closures_clinic_time" ON "clinic_closures" USING btree ("clinic_id","starts_at");--> statement-breakpoint
CREATE INDEX "request_replies_request" ON "request_replies" USING btree ("request_id","sent_at");--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;