ALTER TABLE "employees" ALTER COLUMN "provident_fund" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "provident_fund" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "professional_tax" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "professional_tax" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "income_tax" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "income_tax" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "provident_fund_override_reason" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "professional_tax_override_reason" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "income_tax_override_reason" text;--> statement-breakpoint
-- Provident fund, professional tax and income tax are computed by the payroll every month (docs/product.md section 10.6); these columns now hold only HR's per-person override, with its reason, and null means computed. The amounts typed into records before this migration were the old form's suggestions, never a decision to override: they all become null (computed). An override is set again, with a reason, from the employee form.
UPDATE "employees" SET "provident_fund" = NULL, "professional_tax" = NULL, "income_tax" = NULL;
