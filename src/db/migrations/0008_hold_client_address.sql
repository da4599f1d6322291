ALTER TABLE "chair_slots" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "chair_slots_client_address" ON "chair_slots" USING btree ("client_address","created_at");