ALTER TABLE "payment_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sandbox_refunds" ADD COLUMN "refund_key" text;--> statement-breakpoint
CREATE INDEX "payment_refunds_next_attempt_idx" ON "payment_refunds" USING btree ("next_attempt_at");--> statement-breakpoint
ALTER TABLE "payment_sandbox_refunds" ADD CONSTRAINT "payment_sandbox_refunds_refund_key_unique" UNIQUE("refund_key");--> statement-breakpoint
-- A refund left pending before retries existed was never answered (its gateway call threw): it shows as failed, for an operator to send again.
UPDATE "payment_refunds" SET "state" = 'failed', "failure" = 'the gateway never answered' WHERE "state" = 'pending';
