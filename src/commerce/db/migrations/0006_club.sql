CREATE TABLE "asia_miles_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"miles" integer NOT NULL,
	"points" integer NOT NULL,
	"membership_number" text NOT NULL,
	"member_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "asia_miles_exchanges_status" CHECK ("asia_miles_exchanges"."status" in ('pending', 'credited', 'rejected') and "asia_miles_exchanges"."miles" in (1000, 2000, 3000))
);
--> statement-breakpoint
CREATE TABLE "club_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"points" integer NOT NULL,
	"coupon_rule_id" integer,
	"coupon_valid_days" integer,
	"coupon_channel" text,
	"product_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "club_rewards_kind" CHECK ("club_rewards"."kind" in ('coupon', 'gift') and "club_rewards"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code" text NOT NULL,
	"rule_id" integer,
	"name" jsonb NOT NULL,
	"channel" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_order_id" integer,
	"occasion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "member_coupons_channel" CHECK ("member_coupons"."channel" in ('online', 'in_store', 'all'))
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"level" text NOT NULL,
	"code" integer NOT NULL,
	"rank" integer NOT NULL,
	"name" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"min_spend" bigint NOT NULL,
	"points_per_hundred" integer NOT NULL,
	CONSTRAINT "member_levels_amounts" CHECK ("member_levels"."min_spend" >= 0 and "member_levels"."points_per_hundred" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_sign" CHECK ("points_ledger"."points" <> 0 and ("points_ledger"."kind" not in ('earn', 'refund') or "points_ledger"."points" > 0) and ("points_ledger"."kind" not in ('spend', 'expire') or "points_ledger"."points" < 0))
);
--> statement-breakpoint
CREATE TABLE "reward_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"points" integer NOT NULL,
	"coupon_id" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asia_miles_exchanges" ADD CONSTRAINT "asia_miles_exchanges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rewards" ADD CONSTRAINT "club_rewards_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rewards" ADD CONSTRAINT "club_rewards_coupon_rule_id_cart_price_rules_id_fk" FOREIGN KEY ("coupon_rule_id") REFERENCES "public"."cart_price_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rewards" ADD CONSTRAINT "club_rewards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_rule_id_cart_price_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."cart_price_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_used_order_id_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_levels" ADD CONSTRAINT "member_levels_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_exchanges" ADD CONSTRAINT "reward_exchanges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_exchanges" ADD CONSTRAINT "reward_exchanges_reward_id_club_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."club_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_exchanges" ADD CONSTRAINT "reward_exchanges_coupon_id_member_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asia_miles_exchanges_customer_idx" ON "asia_miles_exchanges" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "asia_miles_exchanges_status_idx" ON "asia_miles_exchanges" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "club_rewards_website_idx" ON "club_rewards" USING btree ("website_id","position");--> statement-breakpoint
CREATE INDEX "member_coupons_customer_idx" ON "member_coupons" USING btree ("customer_id","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_occasion_unique" ON "member_coupons" USING btree ("customer_id","occasion") WHERE "member_coupons"."occasion" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_levels_website_level_unique" ON "member_levels" USING btree ("website_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "member_levels_website_code_unique" ON "member_levels" USING btree ("website_id","code");--> statement-breakpoint
CREATE INDEX "points_ledger_customer_idx" ON "points_ledger" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_reference_unique" ON "points_ledger" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "reward_exchanges_customer_idx" ON "reward_exchanges" USING btree ("customer_id","id");