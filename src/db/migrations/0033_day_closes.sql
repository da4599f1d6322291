CREATE TABLE "day_closes" (
	"clinic_id" integer NOT NULL,
	"day" date NOT NULL,
	"closed_by_id" uuid,
	"closed_at" timestamp with time zone NOT NULL,
	"totals" jsonb NOT NULL,
	CONSTRAINT "day_closes_clinic_id_day_pk" PRIMARY KEY("clinic_id","day")
);
--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;