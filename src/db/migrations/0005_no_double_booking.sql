-- The database, not application code, makes double booking impossible (DESIGN 5):
-- two live rows (a hold or a booking) on one chair may never overlap in time.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "chair_slots" ADD CONSTRAINT "chair_slots_no_overlap"
  EXCLUDE USING gist ("chair_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("state" IN ('held', 'booked'));
