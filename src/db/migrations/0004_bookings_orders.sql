CREATE TYPE "public"."booking_status" AS ENUM('awaiting_payment', 'confirmed', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."programme_status" AS ENUM('active', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."session_status" AS ENUM('booked', 'to_book', 'done', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."slot_state" AS ENUM('held', 'booked', 'released', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."coupon_kind" AS ENUM('newsletter', 'referral');--> statement-breakpoint
CREATE TYPE "public"."coupon_status" AS ENUM('unused', 'used', 'expired');--> statement-breakpoint
CREATE TYPE "public"."gift_card_status" AS ENUM('pending', 'active', 'void');--> statement-breakpoint
CREATE TYPE "public"."offer_kind" AS ENUM('member', 'new_customer', 'newsletter', 'referral');--> statement-breakpoint
CREATE TYPE "public"."order_kind" AS ENUM('booking', 'gift_card');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('awaiting_payment', 'confirmed', 'paid', 'payment_failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('card', 'gift_card', 'credit', 'clinic');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card', 'clinic');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('pending', 'succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TABLE "basket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_id" integer NOT NULL,
	"item_code" text NOT NULL,
	"option_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_lines_quantity" CHECK ("basket_lines"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"clinic_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"clinic_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"programme_count" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "booking_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "chair_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" integer NOT NULL,
	"chair_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" "slot_state" NOT NULL,
	"holder_key" text NOT NULL,
	"expires_at" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chair_slots_range" CHECK ("chair_slots"."ends_at" > "chair_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "programme_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" "session_status" NOT NULL,
	"booking_id" uuid,
	"starts_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"clinic_id" integer NOT NULL,
	"item_code" text NOT NULL,
	"option_code" text,
	"title" text NOT NULL,
	"session_count" integer NOT NULL,
	"session_minutes" integer NOT NULL,
	"status" "programme_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programmes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"user_id" uuid,
	"status" "coupon_status" DEFAULT 'unused' NOT NULL,
	"expires_at" timestamp with time zone,
	"used_by_order_id" uuid,
	"earned_by_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_earned_by_order_id_unique" UNIQUE("earned_by_order_id")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"code_hash" text NOT NULL,
	"currency" text NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"status" "gift_card_status" NOT NULL,
	"purchase_order_id" uuid,
	"buyer_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_number_unique" UNIQUE("number"),
	CONSTRAINT "gift_cards_balance" CHECK ("gift_cards"."balance_cents" >= 0 and "gift_cards"."balance_cents" <= "gift_cards"."initial_cents")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"option_code" text,
	"title" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sessions" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"surcharge_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" "order_kind" NOT NULL,
	"user_id" uuid NOT NULL,
	"clinic_id" integer,
	"status" "order_status" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"offer_kind" "offer_kind",
	"offer_coupon_code" text,
	"discount_cents" integer NOT NULL,
	"surcharge_cents" integer NOT NULL,
	"concierge_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"left_to_pay_cents" integer NOT NULL,
	"locale" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_sums" CHECK ("orders"."paid_cents" >= 0 and "orders"."left_to_pay_cents" >= 0 and "orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"state" "payment_state" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text,
	"provider_ref" text,
	"idempotency_key" text,
	"card_last4" text,
	"failure_code" text,
	"gift_card_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chair_slots" ADD CONSTRAINT "chair_slots_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chair_slots" ADD CONSTRAINT "chair_slots_chair_id_clinic_chairs_id_fk" FOREIGN KEY ("chair_id") REFERENCES "public"."clinic_chairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_lines_item" ON "basket_lines" USING btree ("basket_id","item_code","option_code");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_user_clinic" ON "baskets" USING btree ("user_id","clinic_id");--> statement-breakpoint
CREATE INDEX "bookings_user" ON "bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "chair_slots_clinic_time" ON "chair_slots" USING btree ("clinic_id","starts_at");--> statement-breakpoint
CREATE INDEX "chair_slots_holder" ON "chair_slots" USING btree ("holder_key");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_sessions_number" ON "programme_sessions" USING btree ("programme_id","number");--> statement-breakpoint
CREATE INDEX "coupons_user" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency" ON "payments" USING btree ("idempotency_key");