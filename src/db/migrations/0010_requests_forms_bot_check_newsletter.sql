CREATE TABLE "bot_check_solutions" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text,
	"locale" text NOT NULL,
	"area" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "newsletter_subscribers_coupon_code_unique" UNIQUE("coupon_code")
);
--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "clinic_slug" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "preferred_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "kind" text DEFAULT 'spa' NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "fingerprint" text;--> statement-breakpoint
CREATE INDEX "bot_check_solutions_expires_at" ON "bot_check_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status" ON "newsletter_subscribers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "requests_fingerprint" ON "requests" USING btree ("fingerprint","created_at");