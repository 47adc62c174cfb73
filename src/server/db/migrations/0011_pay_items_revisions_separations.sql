CREATE TABLE "pay_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_record_id" integer NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"pf_wage" integer DEFAULT 0 NOT NULL,
	"esi_wage" integer DEFAULT 0 NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"description" text NOT NULL,
	"reason" text,
	"source_month" text,
	"source" text,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_items_amount_positive" CHECK ("pay_items"."amount" > 0),
	CONSTRAINT "pay_items_wages_within_amount" CHECK ("pay_items"."pf_wage" between 0 and "pay_items"."amount" and "pay_items"."esi_wage" between 0 and "pay_items"."amount")
);
--> statement-breakpoint
CREATE TABLE "salary_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_record_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text NOT NULL,
	"revised_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "separations" (
	"employee_record_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"notice_date" date NOT NULL,
	"last_working_day" date NOT NULL,
	"notice_period_days" integer NOT NULL,
	"notice_shortfall" text DEFAULT 'waive' NOT NULL,
	"encashment_divisor" integer DEFAULT 26 NOT NULL,
	"reason" text,
	"recorded_by_account_id" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"deactivated_at" timestamp with time zone,
	CONSTRAINT "separations_dates_in_order" CHECK ("separations"."last_working_day" >= "separations"."notice_date"),
	CONSTRAINT "separations_notice_days" CHECK ("separations"."notice_period_days" >= 0),
	CONSTRAINT "separations_encashment_divisor" CHECK ("separations"."encashment_divisor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "paid_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "pay_items" ADD CONSTRAINT "pay_items_employee_record_id_employees_id_fk" FOREIGN KEY ("employee_record_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_items" ADD CONSTRAINT "pay_items_created_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_revisions" ADD CONSTRAINT "salary_revisions_employee_record_id_employees_id_fk" FOREIGN KEY ("employee_record_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_revisions" ADD CONSTRAINT "salary_revisions_revised_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("revised_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separations" ADD CONSTRAINT "separations_employee_record_id_employees_id_fk" FOREIGN KEY ("employee_record_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separations" ADD CONSTRAINT "separations_recorded_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("recorded_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_items_month_idx" ON "pay_items" USING btree ("month","employee_record_id");--> statement-breakpoint
CREATE INDEX "pay_items_source_idx" ON "pay_items" USING btree ("source");--> statement-breakpoint
CREATE INDEX "salary_revisions_employee_idx" ON "salary_revisions" USING btree ("employee_record_id","effective_from");--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_paid_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("paid_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;