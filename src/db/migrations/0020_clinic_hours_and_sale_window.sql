ALTER TABLE "clinics" ADD COLUMN "weekly_hours" jsonb DEFAULT '[{"first":540,"last":1200},{"first":540,"last":1200},{"first":540,"last":1200},{"first":540,"last":1200},{"first":540,"last":1200},{"first":540,"last":1200},{"first":540,"last":1200}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinic_catalogue_overrides" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinic_catalogue_overrides" ADD COLUMN "sale_ends_at" timestamp with time zone;