CREATE TABLE "code_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "code_attempts_cart_idx" ON "code_attempts" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "code_attempts_ip_idx" ON "code_attempts" USING btree ("ip","created_at");