-- The payroll's edges of a year (docs/product.md sections 9.14, 10.2): the pension-scheme membership and a reason for
-- leaving the provident fund, the salary transfer file's layout and debit account, and leave balances frozen with a month.
-- PF membership is mandatory at or below the ₹15,000 ceiling (EPF Scheme para 26(6)): a non-member recorded with a basic
-- at or below it becomes a member; the other non-members keep their status with a reason to be reviewed.
-- The record's tax regime goes: a financial year's regime is the person's declaration, the new regime without one.
ALTER TABLE "employees" ADD COLUMN "eps_member" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pf_exclusion_reason" text;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "bank_file_layout" text DEFAULT 'generic' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "debit_account_number" text;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "debit_ifsc" text;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "leave_balances" jsonb;--> statement-breakpoint
UPDATE "employees" SET "pf_member" = true WHERE "pf_member" = false AND "has_salary_data" AND "basic_salary" <= 15000;--> statement-breakpoint
UPDATE "employees" SET "pf_exclusion_reason" = 'Recorded as a non-member before a reason was asked' WHERE "pf_member" = false;--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "tax_regime";
