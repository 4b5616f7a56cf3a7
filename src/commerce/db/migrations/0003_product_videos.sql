ALTER TABLE "product_media" ADD COLUMN "video_provider" text;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "video_title" jsonb;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "video_description" jsonb;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "video_metadata" text;