CREATE TABLE "payment_sandbox_vault" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_expiry_month" smallint NOT NULL,
	"card_expiry_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_vault_hash" text;--> statement-breakpoint
ALTER TABLE "payment_sandbox_nonces" ADD COLUMN "card_expiry_month" smallint;--> statement-breakpoint
ALTER TABLE "payment_sandbox_nonces" ADD COLUMN "card_expiry_year" smallint;--> statement-breakpoint
CREATE INDEX "payment_sandbox_vault_customer_idx" ON "payment_sandbox_vault" USING btree ("customer_ref");