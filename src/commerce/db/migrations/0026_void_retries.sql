ALTER TABLE "payments" ADD COLUMN "void_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_void_due_idx" ON "payments" USING btree ("id") WHERE "payments"."void_due";