CREATE TABLE "in_store_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_location_id" integer NOT NULL,
	"receipt_number" text NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "in_store_purchases_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "in_store_purchases_amount" CHECK ("in_store_purchases"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "in_store_purchases" ADD CONSTRAINT "in_store_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_store_purchases" ADD CONSTRAINT "in_store_purchases_store_location_id_store_locations_id_fk" FOREIGN KEY ("store_location_id") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "in_store_purchases_customer_idx" ON "in_store_purchases" USING btree ("customer_id","purchased_at" DESC NULLS LAST);