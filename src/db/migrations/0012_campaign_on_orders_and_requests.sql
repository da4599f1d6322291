ALTER TABLE "requests" ADD COLUMN "campaign" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign" jsonb;