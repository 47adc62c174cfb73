-- The payroll's edges of a year (docs/product.md sections 9.14, 10.2): the pension-scheme membership and a reason for
-- leaving the provident fund, the salary transfer file's layout and debit account, and leave balances frozen with a month.
-- The record's tax regime goes: a financial year's regime is the person's declaration, the new regime without one.
ALTER TABLE "employees" ADD COLUMN "eps_member" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pf_exclusion_reason" text;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "bank_file_layout" text DEFAULT 'generic' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "debit_account_number" text;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "debit_ifsc" text;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "leave_balances" jsonb;--> statement-breakpoint
UPDATE "employees" SET "pf_exclusion_reason" = 'Recorded as a non-member before a reason was asked' WHERE "pf_member" = false;--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "tax_regime";
