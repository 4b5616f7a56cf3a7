CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"gateway_reference" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount" > 0 and "payment_refunds"."state" in ('pending', 'refunded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_refunds" (
	"reference" text PRIMARY KEY NOT NULL,
	"transaction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shipped_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "move" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_sandbox_refunds_transaction_idx" ON "payment_sandbox_refunds" USING btree ("transaction");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_returned_within_quantity" CHECK ("order_items"."returned_quantity" >= 0 and "order_items"."returned_quantity" <= "order_items"."quantity" and "order_items"."shipped_quantity" >= 0 and "order_items"."shipped_quantity" <= "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_paid" CHECK ("orders"."refunded_total" >= 0 and "orders"."refunded_total" <= "orders"."grand_total");--> statement-breakpoint
UPDATE "order_status_history" SET "actor_id" = "actor", "actor" = 'staff' WHERE "actor" NOT IN ('shopper', 'payment', 'admin', 'system');--> statement-breakpoint
UPDATE "order_status_history" SET "actor" = CASE "actor" WHEN 'shopper' THEN 'customer' WHEN 'payment' THEN 'gateway' WHEN 'admin' THEN 'operator' ELSE "actor" END;
