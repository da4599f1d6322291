-- The signer's name and the clinic's address as they were at signing (the consent PDF prints them). Rows signed
-- before this migration take today's values, the best record there is of them.
ALTER TABLE "treatment_consents" ADD COLUMN "customer_first_name" text;--> statement-breakpoint
ALTER TABLE "treatment_consents" ADD COLUMN "customer_last_name" text;--> statement-breakpoint
ALTER TABLE "treatment_consents" ADD COLUMN "clinic_name" text;--> statement-breakpoint
ALTER TABLE "treatment_consents" ADD COLUMN "clinic_street" text;--> statement-breakpoint
ALTER TABLE "treatment_consents" ADD COLUMN "clinic_city" text;--> statement-breakpoint
ALTER TABLE "treatment_consents" ADD COLUMN "clinic_postcode" text;--> statement-breakpoint
UPDATE "treatment_consents" AS c SET
  "customer_first_name" = u."first_name",
  "customer_last_name" = u."last_name",
  "clinic_name" = k."name",
  "clinic_street" = k."street",
  "clinic_city" = k."city",
  "clinic_postcode" = k."postcode"
FROM "users" AS u, "bookings" AS b, "clinics" AS k
WHERE u."id" = c."user_id" AND b."id" = c."booking_id" AND k."id" = b."clinic_id";--> statement-breakpoint
ALTER TABLE "treatment_consents" ALTER COLUMN "customer_first_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "treatment_consents" ALTER COLUMN "customer_last_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "treatment_consents" ALTER COLUMN "clinic_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "treatment_consents" ALTER COLUMN "clinic_street" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "treatment_consents" ALTER COLUMN "clinic_city" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "treatment_consents" ALTER COLUMN "clinic_postcode" SET NOT NULL;
