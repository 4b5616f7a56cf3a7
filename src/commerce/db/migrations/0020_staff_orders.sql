ALTER TABLE "carts" ADD COLUMN "staff_ordered_store" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "order_customer_phone" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "order_customer_phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_store" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_staff_id_customers_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;