CREATE TYPE "public"."email_proof" AS ENUM('link', 'code', 'invitation', 'reset');--> statement-breakpoint
CREATE TABLE "email_proof_links" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_proven_by" "email_proof";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "email_proof_links" ADD CONSTRAINT "email_proof_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_proof_links_user" ON "email_proof_links" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: addresses proven before this column existed were proven by a sign-in code (customers) or an accepted invitation (staff).
UPDATE "users" SET "email_proven_by" = CASE WHEN "role" = 'customer' THEN 'code'::"email_proof" ELSE 'invitation'::"email_proof" END WHERE "email_verified_at" IS NOT NULL;
