ALTER TABLE "wishlist_items" ADD COLUMN "custom_made_options" jsonb;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "custom_design" jsonb;