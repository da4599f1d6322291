CREATE TABLE "bot_check_solutions" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "clinic_slug" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "preferred_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "kind" text DEFAULT 'spa' NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "fingerprint" text;--> statement-breakpoint
CREATE INDEX "bot_check_solutions_expires_at" ON "bot_check_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "requests_fingerprint" ON "requests" USING btree ("fingerprint","created_at");