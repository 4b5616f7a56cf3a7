CREATE TABLE "custom_design_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"design_id" integer NOT NULL,
	"part" text DEFAULT 'piece' NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"required" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "custom_design_steps_code" UNIQUE("design_id","part","code")
);
--> statement-breakpoint
CREATE TABLE "custom_design_value_prices" (
	"value_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "custom_design_value_prices_value_id_website_id_pk" PRIMARY KEY("value_id","website_id"),
	CONSTRAINT "custom_design_value_prices_amount" CHECK ("custom_design_value_prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "custom_design_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"extra_days" smallint DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "custom_design_values_code" UNIQUE("step_id","code"),
	CONSTRAINT "custom_design_values_days" CHECK ("custom_design_values"."extra_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "custom_designs" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"gender" text NOT NULL,
	"ring_form" text,
	"engraving_max_chars" smallint DEFAULT 0 NOT NULL,
	"picture_kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "custom_designs_gender" CHECK ("custom_designs"."gender" in ('women', 'men', 'both'))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "custom_design" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "custom_design" jsonb;--> statement-breakpoint
ALTER TABLE "custom_design_steps" ADD CONSTRAINT "custom_design_steps_design_id_custom_designs_product_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."custom_designs"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_design_value_prices" ADD CONSTRAINT "custom_design_value_prices_value_id_custom_design_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."custom_design_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_design_value_prices" ADD CONSTRAINT "custom_design_value_prices_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_design_values" ADD CONSTRAINT "custom_design_values_step_id_custom_design_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."custom_design_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_designs" ADD CONSTRAINT "custom_designs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_designs_category_idx" ON "custom_designs" USING btree ("category","position");