CREATE TABLE "catalogue_option_prices" (
	"option_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "catalogue_option_prices_option_id_currency_pk" PRIMARY KEY("option_id","currency"),
	CONSTRAINT "catalogue_option_prices_currency" CHECK ("catalogue_option_prices"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "catalogue_option_prices_price" CHECK ("catalogue_option_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_prices" (
	"item_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "catalogue_prices_item_id_currency_pk" PRIMARY KEY("item_id","currency"),
	CONSTRAINT "catalogue_prices_currency" CHECK ("catalogue_prices"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "catalogue_prices_price" CHECK ("catalogue_prices"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_option_prices" ADD CONSTRAINT "catalogue_option_prices_option_id_catalogue_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."catalogue_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_prices" ADD CONSTRAINT "catalogue_prices_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_currency" CHECK ("clinics"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
-- Hand-written: today's prices become the price list's rows in each item's currency (USD); the old columns stay,
-- kept in step by the writers, until nothing reads them (decision 268, step 3).
INSERT INTO "catalogue_prices" ("item_id", "currency", "price_cents") SELECT "id", "currency", "price_cents" FROM "catalogue_items";--> statement-breakpoint
INSERT INTO "catalogue_option_prices" ("option_id", "currency", "price_cents") SELECT o."id", i."currency", o."price_cents" FROM "catalogue_options" o JOIN "catalogue_items" i ON i."id" = o."item_id";
