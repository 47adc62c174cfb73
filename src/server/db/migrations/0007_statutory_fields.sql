ALTER TABLE "employees" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "uan" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "esi_ip_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pf_member" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pf_wage_capped" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "state_of_work" text DEFAULT 'MH' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "tax_regime" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
-- Existing people work in their work location's state (the form's Pune, Mumbai, Bangalore or Remote, or none): Bangalore (Bengaluru, and the other Karnataka cities of payroll/states.ts) is Karnataka, the rest Maharashtra (the column's default).
UPDATE "employees" SET "state_of_work" = 'KA' WHERE "work_location" ~* '\m(bengaluru|bangalore|mysuru|mysore|mangaluru|mangalore|hubballi|hubli)\M';
--> statement-breakpoint
-- PF as the typed deduction had it: a full record (made with the admin form, which has an employment type) with no PF is not a member; a PF above 12% of ₹15,000 was on the full basic.
UPDATE "employees" SET "pf_member" = false WHERE "has_salary_data" AND "provident_fund" = 0 AND "employment_type" IS NOT NULL;--> statement-breakpoint
UPDATE "employees" SET "pf_wage_capped" = false WHERE "provident_fund" > 1800;
