CREATE TABLE "attribute_options" (
	"attribute_code" text NOT NULL,
	"value_index" integer NOT NULL,
	"label" jsonb NOT NULL,
	"swatch" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_options_attribute_code_value_index_pk" PRIMARY KEY("attribute_code","value_index")
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"code" text PRIMARY KEY NOT NULL,
	"label" jsonb NOT NULL,
	"is_filterable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"level" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"meta_title" jsonb,
	"meta_description" jsonb,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_page_internal" boolean DEFAULT false NOT NULL,
	"page_url" text,
	"browser_more_url" text,
	"is_store_brand" boolean DEFAULT false NOT NULL,
	"image" text,
	"image_banner" text,
	"category_code" text,
	"menu_collection_label" text,
	"menu_collection_label_code" text,
	"menu_collection_label_text" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"store_view_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"store_view_id" integer,
	"title" text NOT NULL,
	"content_heading" text,
	"content" text NOT NULL,
	"page_type" text DEFAULT 'default' NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurable_options" (
	"product_id" integer NOT NULL,
	"attribute_code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "configurable_options_product_id_attribute_code_pk" PRIMARY KEY("product_id","attribute_code")
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"base_currency" text NOT NULL,
	"target_currency" text NOT NULL,
	"scaled_rate" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_base_currency_target_currency_pk" PRIMARY KEY("base_currency","target_currency")
);
--> statement-breakpoint
CREATE TABLE "gold_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"gold_code" text NOT NULL,
	"currency" text NOT NULL,
	"quoted_unit" text NOT NULL,
	"sell_per_gram" bigint NOT NULL,
	"buy_per_gram" bigint NOT NULL,
	"sell_per_tael" bigint NOT NULL,
	"buy_per_tael" bigint NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_prices_positive" CHECK ("gold_prices"."sell_per_gram" > 0 AND "gold_prices"."buy_per_gram" > 0 AND "gold_prices"."sell_per_tael" > 0 AND "gold_prices"."buy_per_tael" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"kind" text NOT NULL,
	"option_code" text,
	"position" integer DEFAULT 0 NOT NULL,
	"default_qty" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_links_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file" text NOT NULL,
	"label" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"media_type" text DEFAULT 'image' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"special_price" bigint,
	"special_from" timestamp with time zone,
	"special_to" timestamp with time zone,
	"labour_fee" bigint,
	CONSTRAINT "product_prices_product_id_website_id_pk" PRIMARY KEY("product_id","website_id"),
	CONSTRAINT "product_prices_non_negative" CHECK ("product_prices"."price" >= 0 AND ("product_prices"."special_price" IS NULL OR "product_prices"."special_price" >= 0))
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"backorders" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_stock_product_id_website_id_pk" PRIMARY KEY("product_id","website_id"),
	CONSTRAINT "product_stock_non_negative" CHECK ("product_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"type_id" text NOT NULL,
	"url_key" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"short_description" jsonb,
	"meta_title" jsonb,
	"meta_description" jsonb,
	"visible_in_catalog" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"brand" text,
	"series" jsonb,
	"metal" text,
	"weight_mg" integer,
	"gold_code" text,
	"labour_fee_unit" text,
	"certificate_type" text,
	"certificate_number" text,
	"shape" text,
	"colour" text,
	"clarity" text,
	"cut" text,
	"polish" text,
	"symmetry" text,
	"fluorescence" text,
	"carat" numeric(6, 2),
	"diameter_mm" numeric(6, 2),
	"gemstone_number" integer,
	"design_gender" text,
	"delivery_days" integer,
	"points_cost" integer,
	"recommended_rank" integer DEFAULT 1000 NOT NULL,
	"news_from_date" date,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_url_key_unique" UNIQUE("url_key"),
	CONSTRAINT "products_weight_positive" CHECK ("products"."weight_mg" IS NULL OR "products"."weight_mg" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"website_id" integer NOT NULL,
	"region" text NOT NULL,
	"district" text NOT NULL,
	"district_name" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"pos_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "store_locations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "store_views" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"website_id" integer NOT NULL,
	"locale" text NOT NULL,
	"url_prefix" text NOT NULL,
	"store_name" text NOT NULL,
	"store_group_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "store_views_code_unique" UNIQUE("code"),
	CONSTRAINT "store_views_url_prefix_unique" UNIQUE("url_prefix")
);
--> statement-breakpoint
CREATE TABLE "url_rewrites" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_view_id" integer,
	"request_path" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer DEFAULT 0 NOT NULL,
	"target_path" text NOT NULL,
	"redirect_type" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_attribute_values" (
	"product_id" integer NOT NULL,
	"attribute_code" text NOT NULL,
	"value_index" integer NOT NULL,
	CONSTRAINT "variant_attribute_values_product_id_attribute_code_pk" PRIMARY KEY("product_id","attribute_code")
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"base_currency" text NOT NULL,
	"region" text NOT NULL,
	"media_host" text NOT NULL,
	"whatsapp_number" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "websites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "cms_blocks" ADD CONSTRAINT "cms_blocks_store_view_id_store_views_id_fk" FOREIGN KEY ("store_view_id") REFERENCES "public"."store_views"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_store_view_id_store_views_id_fk" FOREIGN KEY ("store_view_id") REFERENCES "public"."store_views"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_options" ADD CONSTRAINT "configurable_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_options" ADD CONSTRAINT "configurable_options_attribute_code_attributes_code_fk" FOREIGN KEY ("attribute_code") REFERENCES "public"."attributes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_child_id_products_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_locations" ADD CONSTRAINT "store_locations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_views" ADD CONSTRAINT "store_views_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "url_rewrites" ADD CONSTRAINT "url_rewrites_store_view_id_store_views_id_fk" FOREIGN KEY ("store_view_id") REFERENCES "public"."store_views"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_attribute_values" ADD CONSTRAINT "variant_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_url_path_idx" ON "categories" USING btree ("url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_blocks_identifier_idx" ON "cms_blocks" USING btree ("identifier",coalesce("store_view_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_identifier_idx" ON "cms_pages" USING btree ("identifier",coalesce("store_view_id", 0));--> statement-breakpoint
CREATE INDEX "gold_prices_code_time_idx" ON "gold_prices" USING btree ("gold_code","effective_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_categories_product_idx" ON "product_categories" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_links_child_idx" ON "product_links" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "product_media_product_idx" ON "product_media" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "products_gold_code_idx" ON "products" USING btree ("gold_code");--> statement-breakpoint
CREATE INDEX "store_locations_website_idx" ON "store_locations" USING btree ("website_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "url_rewrites_path_idx" ON "url_rewrites" USING btree ("request_path",coalesce("store_view_id", 0));--> statement-breakpoint
CREATE INDEX "url_rewrites_entity_idx" ON "url_rewrites" USING btree ("entity_type","entity_id");