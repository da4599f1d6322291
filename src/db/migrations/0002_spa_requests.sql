CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_code" text,
	"option_code" text,
	"title" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"clinic_slug" text NOT NULL,
	"preferred_date" date NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"area" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "requests_created_at" ON "requests" USING btree ("created_at");