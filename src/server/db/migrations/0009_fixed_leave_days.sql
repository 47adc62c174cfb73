ALTER TABLE "leave_requests" ADD COLUMN "counted_dates" date[];--> statement-breakpoint
-- A request's leave days are fixed when it is approved (docs/product.md section 10.3). Requests approved before this migration get the dates they use under the settings of the day it runs (weekly offs, holidays, each type's sandwich rule): the figure they showed until then, now fixed. Those over 180 days (approved before that limit) keep none and are still counted from the settings of the day.
WITH "weekly" AS (
  -- The admin's weekly off days (possibly none), or Sunday until the admin saves settings.
  SELECT coalesce((SELECT array(SELECT "off"::int FROM jsonb_array_elements_text("weekly_off_days") AS "off") FROM "app_settings" WHERE "id" = 1), ARRAY[0]) AS "off_days"
), "days" AS (
  SELECT "r"."id", "d"::date AS "day", coalesce("a"."sandwich", false) AS "sandwich",
    extract(dow FROM "d")::int <> ALL ("weekly"."off_days") AND NOT EXISTS (SELECT 1 FROM "holidays" "h" WHERE "h"."date" = "d"::date) AS "working"
  FROM "leave_requests" "r"
  CROSS JOIN "weekly"
  LEFT JOIN "leave_allowances" "a" ON "a"."leave_type" = "r"."leave_type"
  CROSS JOIN LATERAL generate_series("r"."start_date"::timestamp, "r"."end_date"::timestamp, interval '1 day') AS "d"
  WHERE "r"."status" = 'Approved' AND "r"."end_date" - "r"."start_date" < 180
), "edges" AS (
  SELECT "id", min("day") FILTER (WHERE "working") AS "first", max("day") FILTER (WHERE "working") AS "last" FROM "days" GROUP BY "id"
), "counted" AS (
  -- Working days; with the sandwich rule also the days off between the first and the last working day.
  SELECT "days"."id", coalesce(array_agg("days"."day" ORDER BY "days"."day") FILTER (WHERE "working" OR ("sandwich" AND "day" BETWEEN "first" AND "last")), '{}') AS "dates"
  FROM "days" JOIN "edges" ON "edges"."id" = "days"."id"
  GROUP BY "days"."id"
)
UPDATE "leave_requests" SET "counted_dates" = "counted"."dates" FROM "counted" WHERE "leave_requests"."id" = "counted"."id";
