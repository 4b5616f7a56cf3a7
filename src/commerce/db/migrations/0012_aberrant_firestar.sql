CREATE TABLE "diamonds" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"shape" smallint NOT NULL,
	"colored_type" smallint NOT NULL,
	"certification" smallint NOT NULL,
	"carat" integer NOT NULL,
	"color" smallint NOT NULL,
	"clarity" smallint NOT NULL,
	"cut" smallint NOT NULL,
	"polish" smallint NOT NULL,
	"symmetry" smallint NOT NULL,
	"fluorescence" smallint NOT NULL,
	"diameter" integer NOT NULL,
	"certificate_number" text NOT NULL,
	"price" bigint NOT NULL,
	"facet_cell" bigint GENERATED ALWAYS AS ((shape::bigint << 0) | (colored_type::bigint << 4) | (certification::bigint << 6) | (color::bigint << 8) | (clarity::bigint << 12) | (cut::bigint << 15) | (polish::bigint << 17) | (symmetry::bigint << 19) | (fluorescence::bigint << 21)) STORED NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"held_by_cart_id" integer,
	"held_until" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"sold_cart_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diamonds_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "diamonds_certificate_number_unique" UNIQUE("certificate_number"),
	CONSTRAINT "diamonds_carat_positive" CHECK ("diamonds"."carat" > 0),
	CONSTRAINT "diamonds_price_positive" CHECK ("diamonds"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "diamonds" ADD CONSTRAINT "diamonds_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamonds" ADD CONSTRAINT "diamonds_held_by_cart_id_carts_id_fk" FOREIGN KEY ("held_by_cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamonds" ADD CONSTRAINT "diamonds_sold_cart_id_carts_id_fk" FOREIGN KEY ("sold_cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diamonds_offered_cells_idx" ON "diamonds" USING btree ("website_id","carat","price","facet_cell","held_until","held_by_cart_id") WHERE "diamonds"."sold_at" is null and "diamonds"."on_sale";--> statement-breakpoint
CREATE INDEX "diamonds_offered_price_idx" ON "diamonds" USING btree ("website_id","price") WHERE "diamonds"."sold_at" is null and "diamonds"."on_sale";--> statement-breakpoint
CREATE INDEX "diamonds_held_by_cart_idx" ON "diamonds" USING btree ("held_by_cart_id") WHERE "diamonds"."held_by_cart_id" is not null;