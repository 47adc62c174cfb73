ALTER TABLE "pay_items" ADD COLUMN "moved_from_month" text;--> statement-breakpoint
ALTER TABLE "separations" ADD COLUMN "settlement" jsonb;