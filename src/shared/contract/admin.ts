import * as z from "zod/mini";

/** The admin dashboard's calls beyond projects and jobs (docs/product.md sections 9.6 to 9.8 and 9.18). */
export const ADMIN_STATS_PATH = "/api/admin/stats";
export const ADMIN_INQUIRIES_PATH = "/api/admin/inquiries";
export const adminInquiryPath = (id: number) => `${ADMIN_INQUIRIES_PATH}/${id}`;
export const inquiryRepliedPath = (id: number) => `${ADMIN_INQUIRIES_PATH}/${id}/replied`;
export const ADMIN_SUBSCRIBERS_PATH = "/api/admin/subscribers";
export const adminSubscriberPath = (id: number) => `${ADMIN_SUBSCRIBERS_PATH}/${id}`;

export const exportTypes = ["projects", "inquiries", "subscribers", "jobs", "payroll", "audit"] as const;
export type ExportType = (typeof exportTypes)[number];
export const exportPath = (type: ExportType) => `/api/admin/exports/${type}.csv`;

/** Every counter of the admin dashboard, computed in SQL; "this month" is the business time zone's month. */
export const adminStatsSchema = z.object({
  projects: z.object({ total: z.int(), active: z.int(), completed: z.int(), highPriority: z.int() }),
  inquiries: z.object({ total: z.int(), thisMonth: z.int(), responseRate: z.int() }),
  subscribers: z.object({ total: z.int(), active: z.int(), thisMonth: z.int() }),
  /** avgMonthlyCtc: the average monthly CTC of active employees with a salary structure, null when there are none. */
  employees: z.object({ total: z.int(), active: z.int(), departments: z.int(), avgMonthlyCtc: z.nullable(z.int()) }),
  jobs: z.object({ total: z.int(), active: z.int(), departments: z.int() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const inquiryStatuses = ["new", "replied"] as const;

/** A row of the inquiries table (the message comes with the single inquiry). */
export const adminInquirySchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  status: z.enum(inquiryStatuses),
  repliedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;
export const adminInquiryDetailSchema = z.extend(adminInquirySchema, { message: z.string() });
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;

export const subscriberStatusSchema = z.object({
  status: z.enum(["active", "inactive"], { error: "Status must be active or inactive" }),
});
