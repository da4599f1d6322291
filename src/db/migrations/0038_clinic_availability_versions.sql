CREATE TABLE "clinic_availability_versions" (
	"clinic_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinic_availability_versions" ADD CONSTRAINT "clinic_availability_versions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every committed write to what availability reads gives the clinic a new version, from one sequence so that a value
-- is never given twice (decision 269). Statement triggers: a bulk write (the bench's 100,000 bookings) bumps each
-- clinic once. A clinic deleted in the same statement (its chairs cascade) is skipped.
CREATE SEQUENCE "clinic_availability_version_seq";
--> statement-breakpoint
CREATE FUNCTION clinic_availability_bump_by_clinic_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO clinic_availability_versions (clinic_id, version)
  SELECT c.id, nextval('clinic_availability_version_seq') FROM clinics c
   WHERE c.id IN (SELECT clinic_id FROM changed)
   ORDER BY c.id
  ON CONFLICT (clinic_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION clinic_availability_bump_by_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO clinic_availability_versions (clinic_id, version)
  SELECT c.id, nextval('clinic_availability_version_seq') FROM clinics c
   WHERE c.id IN (SELECT id FROM changed)
   ORDER BY c.id
  ON CONFLICT (clinic_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chair_slots_availability_insert AFTER INSERT ON chair_slots REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clinic_availability_bump_by_clinic_id();
--> statement-breakpoint
CREATE TRIGGER chair_slots_availability_update AFTER UPDATE ON chair_slots REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clinic_availability_bump_by_clinic_id();
--> statement-breakpoint
CREATE TRIGGER chair_slots_availability_update_old AFTER UPDATE ON chair_slots REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clinic_availability_bump_by_clinic_id();
--> statement-breakpoint
CREATE TRIGGER chair_slots_availability_delete AFTER DELETE ON chair_slots REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clinic_availability_bump_by_clinic_id();
--> statement-breakpoint
CREATE TRIGGER clinic_closures_availability_insert AFTER INSERT ON clinic_closures REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clinic_availability_bump_by_clinic_id();
--> statement-breakpoint
CREATE TRIGGER clinic_closures_availability_update AFTER UPDATE ON clinic_closures REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clinic_availability_bump_by_clinic_id();
--> statement-breakpoint
CREATE TRIGGER clinic_closures_availability_delete AFTER DELETE ON clinic_closures REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clinic_availability_bump_by_clinic_id();
--> statement-breakpoint
CREATE TRIGGER clinic_chairs_availability_insert AFTER INSERT ON clinic_chairs REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clinic_availability_bump_by_clinic_id();
--> statement-breakpoint
CREATE TRIGGER clinic_chairs_availability_update AFTER UPDATE ON clinic_chairs REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clinic_availability_bump_by_clinic_id();
--> statement-breakpoint
CREATE TRIGGER clinic_chairs_availability_delete AFTER DELETE ON clinic_chairs REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clinic_availability_bump_by_clinic_id();
--> statement-breakpoint
CREATE TRIGGER clinics_availability_update AFTER UPDATE ON clinics REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clinic_availability_bump_by_id();
