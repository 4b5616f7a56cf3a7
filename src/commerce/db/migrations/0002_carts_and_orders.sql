CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"parent_product_id" integer,
	"quantity" integer NOT NULL,
	"bundle_selections" jsonb,
	"gift_rule_id" integer,
	"quoted_unit_price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_price_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"coupon_code" text,
	"discount_type" text NOT NULL,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"min_subtotal" bigint DEFAULT 0 NOT NULL,
	"gift_quantity" smallint DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cart_price_rules_discount" CHECK ("cart_price_rules"."discount_type" in ('percent', 'fixed', 'none') and "cart_price_rules"."discount_value" >= 0
      and ("cart_price_rules"."discount_type" <> 'percent' or "cart_price_rules"."discount_value" <= 100) and "cart_price_rules"."gift_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_rule_gift_products" (
	"rule_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cart_rule_gift_products_rule_id_product_id_pk" PRIMARY KEY("rule_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"masked_id" text NOT NULL,
	"website_id" integer NOT NULL,
	"store_view_id" integer NOT NULL,
	"customer_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"email" text,
	"coupon_code" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"billing_same_as_shipping" boolean DEFAULT false NOT NULL,
	"shipping_method" text,
	"pickup_location_id" integer,
	"payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_masked_id_unique" UNIQUE("masked_id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"parent_product_id" integer,
	"sku" text NOT NULL,
	"name" jsonb NOT NULL,
	"type_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"row_total" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"options" jsonb NOT NULL,
	"bundle_selections" jsonb,
	"gold" jsonb,
	"gift_rule_id" integer,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_sequences" (
	"prefix" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"cart_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"store_view_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount_total" bigint NOT NULL,
	"shipping_fee" bigint NOT NULL,
	"grand_total" bigint NOT NULL,
	"coupon_code" text,
	"discounts" jsonb NOT NULL,
	"shipping_method" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"pickup_location_id" integer,
	"pickup_code" text,
	"tracking_number" text,
	"remark" text,
	"payment_method" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_totals" CHECK ("orders"."grand_total" >= 0 and "orders"."subtotal" >= 0 and "orders"."discount_total" >= 0 and "orders"."shipping_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_parent_product_id_products_id_fk" FOREIGN KEY ("parent_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_gift_rule_id_cart_price_rules_id_fk" FOREIGN KEY ("gift_rule_id") REFERENCES "public"."cart_price_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_price_rules" ADD CONSTRAINT "cart_price_rules_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_rule_gift_products" ADD CONSTRAINT "cart_rule_gift_products_rule_id_cart_price_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."cart_price_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_rule_gift_products" ADD CONSTRAINT "cart_rule_gift_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_store_view_id_store_views_id_fk" FOREIGN KEY ("store_view_id") REFERENCES "public"."store_views"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_pickup_location_id_store_locations_id_fk" FOREIGN KEY ("pickup_location_id") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_parent_product_id_products_id_fk" FOREIGN KEY ("parent_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_view_id_store_views_id_fk" FOREIGN KEY ("store_view_id") REFERENCES "public"."store_views"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_location_id_store_locations_id_fk" FOREIGN KEY ("pickup_location_id") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","id");--> statement-breakpoint
CREATE INDEX "cart_price_rules_website_idx" ON "cart_price_rules" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "cart_price_rules_coupon_idx" ON "cart_price_rules" USING btree (upper("coupon_code"));--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id") WHERE "carts"."is_active" and "carts"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","placed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","placed_at");