CREATE TABLE "clinic_option_overrides" (
	"clinic_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_option_overrides_clinic_id_option_id_pk" PRIMARY KEY("clinic_id","option_id")
);
--> statement-breakpoint
ALTER TABLE "clinic_option_overrides" ADD CONSTRAINT "clinic_option_overrides_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_option_overrides" ADD CONSTRAINT "clinic_option_overrides_option_id_catalogue_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."catalogue_options"("id") ON DELETE cascade ON UPDATE no action;