CREATE TYPE "public"."user_role" AS ENUM('customer', 'reception', 'manager', 'admin');--> statement-breakpoint
CREATE TYPE "public"."user_title" AS ENUM('Mr', 'Mrs', 'Ms', 'Miss', 'Dr');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"title" "user_title",
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile" text,
	"postcode" text,
	"street" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by_id" uuid,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live" ON "users" USING btree ("email") WHERE "users"."deleted_at" is null;