ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
-- Subscribers who left through an unsubscribe link before this column existed: the time from their audit entry
-- (an admin's deactivation is audited as subscriber.deactivated and stays null).
UPDATE "subscribers" SET "unsubscribed_at" = (
  SELECT max("at") FROM "audit_log" WHERE "event" = 'subscriber.unsubscribed' AND "subject" = 'subscriber:' || "subscribers"."id"
) WHERE "status" = 'inactive';
