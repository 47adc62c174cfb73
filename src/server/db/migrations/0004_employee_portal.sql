CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"shift_start" text NOT NULL,
	"shift_end" text NOT NULL,
	"grace_minutes" integer NOT NULL,
	"weekly_off_days" jsonb NOT NULL,
	"geofence" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_record_id" integer NOT NULL,
	"date" date NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_out_at" timestamp with time zone,
	"status" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"check_in_address" text NOT NULL,
	"check_in_latitude" double precision,
	"check_in_longitude" double precision,
	"check_in_accuracy" double precision,
	"check_out_address" text,
	"check_out_latitude" double precision,
	"check_out_longitude" double precision,
	"check_out_accuracy" double precision,
	"off_site" boolean,
	"distance_metres" integer
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_record_id" integer NOT NULL,
	"leave_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"comment" text,
	"decided_by_account_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_employee_record_id_employees_id_fk" FOREIGN KEY ("employee_record_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_record_id_employees_id_fk" FOREIGN KEY ("employee_record_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_account_id_staff_accounts_id_fk" FOREIGN KEY ("decided_by_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_employee_date_idx" ON "attendance_records" USING btree ("employee_record_id","date");--> statement-breakpoint
CREATE INDEX "attendance_date_idx" ON "attendance_records" USING btree ("date");--> statement-breakpoint
CREATE INDEX "leave_requests_employee_idx" ON "leave_requests" USING btree ("employee_record_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_status_idx" ON "leave_requests" USING btree ("status");