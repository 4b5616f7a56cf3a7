DROP INDEX "diamonds_offered_cells_idx";--> statement-breakpoint
DROP INDEX "diamonds_offered_price_idx";--> statement-breakpoint
ALTER TABLE "diamonds" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "diamonds_changed_idx" ON "diamonds" USING btree ("website_id","changed_at");--> statement-breakpoint
ALTER TABLE "diamonds" DROP COLUMN "facet_cell";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colored_diamond" text GENERATED ALWAYS AS (case when colour = 'fancy_yellow' then 'yellow' when colour = 'fancy_pink' then 'pink' when colour ~ '^[D-Z]$' then 'white' end) STORED;