CREATE TABLE "phone_otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"purpose" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "staff_no" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "default_store_identifier" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_otps" ADD CONSTRAINT "phone_otps_requested_by_customers_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_otps_phone_idx" ON "phone_otps" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_otps_requested_by_idx" ON "phone_otps" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_website_staff_no_unique" ON "customers" USING btree ("website_id","staff_no") WHERE "customers"."staff_no" is not null;