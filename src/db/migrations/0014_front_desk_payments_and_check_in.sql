ALTER TYPE "public"."booking_status" ADD VALUE 'arrived';--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'no_show';--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE 'terminal';--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE 'cash';--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE 'bank_transfer';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by_id" uuid;