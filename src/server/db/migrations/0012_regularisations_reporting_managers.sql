CREATE TABLE "attendance_regularisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_record_id" integer NOT NULL,
	"date" date NOT NULL,
	"check_in" text NOT NULL,
	"check_out" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"decision_comment" text,
	"decided_by_account_id" integer,
	"decided_as" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "reporting_manager_id" integer;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "decided_as" text;--> statement-breakpoint
ALTER TABLE "attendance_regularisations" ADD CONSTRAINT "attendance_regularisations_employee_record_id_employees_id_fk" FOREIGN KEY ("employee_record_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_regularisations" ADD CONSTRAINT "attendance_regularisations_decided_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("decided_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_regularisations_one_pending_idx" ON "attendance_regularisations" USING btree ("employee_record_id","date") WHERE "attendance_regularisations"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "attendance_regularisations_status_idx" ON "attendance_regularisations" USING btree ("status","date");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_reporting_manager_id_employees_id_fk" FOREIGN KEY ("reporting_manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_reporting_manager_idx" ON "employees" USING btree ("reporting_manager_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_not_own_manager" CHECK ("employees"."reporting_manager_id" <> "employees"."id");--> statement-breakpoint
-- The free-text reporting manager becomes a reference: a name that is exactly one active employee's full
-- name (case and surrounding spaces ignored) points to that person; any other name is left empty and noted
-- in the audit log, for HR to pick the right person.
UPDATE "employees" AS e SET "reporting_manager_id" = m."id"
FROM "employees" AS m
WHERE m."id" <> e."id" AND m."is_active"
  AND lower(trim(e."reporting_manager")) = lower(m."first_name" || ' ' || m."last_name")
  AND (SELECT count(*) FROM "employees" AS n WHERE n."is_active" AND lower(n."first_name" || ' ' || n."last_name") = lower(trim(e."reporting_manager"))) = 1;
--> statement-breakpoint
INSERT INTO "audit_log" ("event", "subject", "details")
SELECT 'employee.reporting-manager-unmatched', 'employee:' || "id",
  jsonb_build_object('reportingManager', "reporting_manager", 'note', 'No single active employee has this name: the reporting manager was left empty')
FROM "employees" WHERE "reporting_manager_id" IS NULL AND trim("reporting_manager") <> '';
