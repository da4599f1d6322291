CREATE TYPE "public"."item_category" AS ENUM('infusion', 'injection', 'blood', 'spa', 'diagnostics', 'detox');--> statement-breakpoint
CREATE TYPE "public"."item_kind" AS ENUM('single', 'program', 'injection', 'blood', 'detox', 'spa');--> statement-breakpoint
CREATE TYPE "public"."partner_type" AS ENUM('intuisse', 'bespoke', 'wellness', 'nad', 'double_traitement');--> statement-breakpoint
CREATE TABLE "clinic_chairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"label" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"time_zone" text NOT NULL,
	"out_of_hours" boolean DEFAULT false NOT NULL,
	"in_residence" boolean DEFAULT false NOT NULL,
	"is_headquarters" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "catalogue_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"kind" "item_kind" NOT NULL,
	"category" "item_category" NOT NULL,
	"partner_type" "partner_type",
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"sessions" integer DEFAULT 1 NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price_on_request" boolean DEFAULT false NOT NULL,
	"request_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"external_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalogue_options_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "clinic_chairs" ADD CONSTRAINT "clinic_chairs_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_options" ADD CONSTRAINT "catalogue_options_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_chairs_clinic_label" ON "clinic_chairs" USING btree ("clinic_id","label");--> statement-breakpoint
CREATE INDEX "catalogue_items_category" ON "catalogue_items" USING btree ("category","sort_order");