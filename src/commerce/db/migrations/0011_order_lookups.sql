CREATE TABLE "order_lookups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"number" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_lookups_number_idx" ON "order_lookups" USING btree ("number","created_at");--> statement-breakpoint
CREATE INDEX "order_lookups_ip_idx" ON "order_lookups" USING btree ("ip","created_at");