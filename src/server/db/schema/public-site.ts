import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// Tables behind the public site: contact inquiries, newsletter subscribers, the project portfolio and job openings.

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** 'new' until an admin replies (opens the e-mail draft), then 'replied' with the time. */
    status: text("status", { enum: ["new", "replied"] })
      .notNull()
      .default("new"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("inquiries_created_at_idx").on(table.createdAt)],
);

export const subscribers = pgTable(
  "subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    source: text("source").notNull().default("Website"),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the subscriber left through a newsletter's unsubscribe link; null while subscribed or when an admin deactivated them. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  // Addresses are stored lower-cased, so this also rejects case variants.
  (table) => [uniqueIndex("subscribers_email_idx").on(table.email)],
);

/** The consultancy's client projects, managed on the admin dashboard. Money in integer rupees. */
export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    projectName: text("project_name").notNull(),
    projectType: text("project_type").notNull(),
    location: text("location").notNull(),
    client: text("client").notNull(),
    projectManager: text("project_manager").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date"),
    expectedCompletion: date("expected_completion"),
    budget: bigint("budget", { mode: "number" }),
    actualCost: bigint("actual_cost", { mode: "number" }),
    status: text("status").notNull(),
    priority: text("priority").notNull(),
    riskLevel: text("risk_level").notNull(),
    description: text("description").notNull().default(""),
    scope: text("scope").notNull().default(""),
    deliverables: jsonb("deliverables").$type<string[]>().notNull().default([]),
    teamMembers: jsonb("team_members").$type<string[]>().notNull().default([]),
    notes: text("notes").notNull().default(""),
    progress: integer("progress").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("projects_created_at_idx").on(table.createdAt)],
);

/** Job openings: the active ones feed the careers page. */
export const jobOpenings = pgTable(
  "job_openings",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    department: text("department").notNull(),
    location: text("location").notNull(),
    type: text("type").notNull(),
    experience: text("experience").notNull(),
    salary: text("salary").notNull().default(""),
    description: text("description").notNull().default(""),
    requirements: jsonb("requirements").$type<string[]>().notNull().default([]),
    isActive: boolean("is_active").notNull().default(true),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_openings_posted_at_idx").on(table.postedAt)],
);
