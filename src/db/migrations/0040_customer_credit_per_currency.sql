CREATE TABLE "customer_credits" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_credits_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "customer_credits_currency" CHECK ("customer_credits"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "customer_credits_balance" CHECK ("customer_credits"."balance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: every clinic charged US dollars until now, so each account's credit becomes its USD row (no writer
-- ever let it go below zero); the old column stays, read and written by nothing, until a later migration drops it
-- (decision 272, widen then narrow).
INSERT INTO "customer_credits" ("user_id", "currency", "balance_cents") SELECT "id", 'USD', "credit_cents" FROM "users" WHERE "credit_cents" > 0;
