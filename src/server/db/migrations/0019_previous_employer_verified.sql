-- A previous employer's salary and TDS count in the TDS only as HR verified them from that employer's statement (Form 16
-- Part B or Form 12B; docs/product.md section 10.2): the verified figures, who verified them and when. Declarations saved
-- before this version keep their declared figures but are not verified (all four null): they stop counting until HR
-- verifies them, since nobody checked them against a statement (a lock on the year stops the employee, it checks nothing).
ALTER TABLE "tax_declarations" ADD COLUMN "previous_employer_verified_salary" integer;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "previous_employer_verified_tds" integer;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "previous_employer_verified_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "previous_employer_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_previous_employer_verified_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("previous_employer_verified_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;