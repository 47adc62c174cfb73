CREATE TABLE "payroll_opening_figures" (
	"employee_record_id" integer NOT NULL,
	"financial_year" text NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"basic" integer DEFAULT 0 NOT NULL,
	"hra" integer DEFAULT 0 NOT NULL,
	"employee_pf" integer DEFAULT 0 NOT NULL,
	"professional_tax" integer DEFAULT 0 NOT NULL,
	"tds" integer DEFAULT 0 NOT NULL,
	"months" integer DEFAULT 0 NOT NULL,
	"entered_by_account_id" integer,
	"entered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payroll_opening_figures_employee_record_id_financial_year_pk" PRIMARY KEY("employee_record_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_declaration_locks" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"locked_by_account_id" integer,
	"locked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_declarations" (
	"employee_record_id" integer NOT NULL,
	"financial_year" text NOT NULL,
	"regime" text NOT NULL,
	"section_80c" integer DEFAULT 0 NOT NULL,
	"section_80d_self_and_family" integer DEFAULT 0 NOT NULL,
	"section_80d_self_and_family_senior" boolean DEFAULT false NOT NULL,
	"section_80d_parents" integer DEFAULT 0 NOT NULL,
	"section_80d_parents_senior" boolean DEFAULT false NOT NULL,
	"rent_paid_monthly" integer DEFAULT 0 NOT NULL,
	"rent_city" text DEFAULT '' NOT NULL,
	"previous_employer_salary" integer DEFAULT 0 NOT NULL,
	"previous_employer_tds" integer DEFAULT 0 NOT NULL,
	"updated_by_account_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_declarations_employee_record_id_financial_year_pk" PRIMARY KEY("employee_record_id","financial_year")
);
--> statement-breakpoint
ALTER TABLE "payroll_opening_figures" ADD CONSTRAINT "payroll_opening_figures_employee_record_id_employees_id_fk" FOREIGN KEY ("employee_record_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_opening_figures" ADD CONSTRAINT "payroll_opening_figures_entered_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("entered_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_declaration_locks" ADD CONSTRAINT "tax_declaration_locks_locked_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("locked_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_employee_record_id_employees_id_fk" FOREIGN KEY ("employee_record_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_updated_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("updated_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;