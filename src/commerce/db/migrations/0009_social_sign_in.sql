CREATE TABLE "customer_social_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_sandbox_redeemed_codes" (
	"code_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_social_identities" ADD CONSTRAINT "customer_social_identities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_social_identities_identity_unique" ON "customer_social_identities" USING btree ("website_id","provider","provider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_social_identities_account_unique" ON "customer_social_identities" USING btree ("customer_id","provider");--> statement-breakpoint
CREATE INDEX "social_sandbox_redeemed_codes_expiry_idx" ON "social_sandbox_redeemed_codes" USING btree ("expires_at");