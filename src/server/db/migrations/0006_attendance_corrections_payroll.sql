CREATE TABLE "payroll_runs" (
	"month" text PRIMARY KEY NOT NULL,
	"finalised_at" timestamp with time zone NOT NULL,
	"finalised_by_account_id" integer,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "pay_day_basis" text DEFAULT 'calendar' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "corrected_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_finalised_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("finalised_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_corrected_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("corrected_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;