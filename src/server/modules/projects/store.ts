import { count, desc, eq } from "drizzle-orm";
import type { ListQuery } from "@/shared/contract/common";
import type { Project, ProjectValues } from "@/shared/contract/projects";
import type { Db } from "../../db/client";
import { searchIn } from "../../db/paging";
import { projects } from "../../db/schema";

type ProjectRow = typeof projects.$inferSelect;

export function toProject(row: ProjectRow): Project {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listProjects(db: Db, query: ListQuery): Promise<{ rows: Project[]; total: number }> {
  const where = searchIn(query.q, [projects.projectName, projects.location, projects.client, projects.projectManager]);
  const [rows, [totals]] = await Promise.all([
    db.select().from(projects).where(where).orderBy(desc(projects.createdAt), desc(projects.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { rows: rows.map(toProject), total: totals?.total ?? 0 };
}

export async function insertProject(db: Db, values: ProjectValues, now: Date): Promise<Project> {
  const [row] = await db
    .insert(projects)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return toProject(row!);
}

/** The updated project, or undefined when there is none with this id. */
export async function updateProject(db: Db, id: number, values: ProjectValues, now: Date): Promise<Project | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: now })
    .where(eq(projects.id, id))
    .returning();
  return row && toProject(row);
}

/** The deleted project's name, or undefined when there is none with this id. */
export async function deleteProject(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.delete(projects).where(eq(projects.id, id)).returning({ projectName: projects.projectName });
  return row?.projectName;
}

/** Every project, newest first (exports). */
export async function allProjects(db: Db): Promise<Project[]> {
  const rows = await db.select().from(projects).orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(toProject);
}
