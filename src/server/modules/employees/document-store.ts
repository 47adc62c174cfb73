import { and, desc, eq } from "drizzle-orm";
import type { EmployeeDocument } from "@/shared/contract/employee-documents";
import type { Db } from "../../db/client";
import { employeeDocuments, staffAccounts } from "../../db/schema";

const listed = {
  id: employeeDocuments.id,
  name: employeeDocuments.name,
  type: employeeDocuments.mimeType,
  size: employeeDocuments.size,
  uploadedAt: employeeDocuments.uploadedAt,
  uploadedBy: staffAccounts.name,
};

const toDocument = (row: {
  id: number;
  name: string;
  type: string;
  size: number;
  uploadedAt: Date;
  uploadedBy: string | null;
}): EmployeeDocument => ({
  ...row,
  uploadedAt: row.uploadedAt.toISOString(),
});

/** An employee's documents, newest first, without their content. */
export async function listDocuments(db: Db, employeeRecordId: number): Promise<EmployeeDocument[]> {
  const rows = await db
    .select(listed)
    .from(employeeDocuments)
    .leftJoin(staffAccounts, eq(staffAccounts.id, employeeDocuments.uploadedByAccountId))
    .where(eq(employeeDocuments.employeeRecordId, employeeRecordId))
    .orderBy(desc(employeeDocuments.uploadedAt), desc(employeeDocuments.id));
  return rows.map(toDocument);
}

export interface NewDocument {
  name: string;
  mimeType: string;
  size: number;
  /** Already encrypted. */
  content: Buffer;
}

/** Stores a batch of documents in one transaction: all or none. */
export async function insertDocuments(
  db: Db,
  employeeRecordId: number,
  documents: NewDocument[],
  uploadedByAccountId: number,
  now: Date,
): Promise<number[]> {
  if (documents.length === 0) return [];
  const rows = await db
    .insert(employeeDocuments)
    .values(documents.map((document) => ({ ...document, employeeRecordId, uploadedByAccountId, uploadedAt: now })))
    .returning({ id: employeeDocuments.id });
  return rows.map((row) => row.id);
}

const ofEmployee = (employeeRecordId: number, documentId: number) =>
  and(eq(employeeDocuments.id, documentId), eq(employeeDocuments.employeeRecordId, employeeRecordId));

/** One document with its (encrypted) content. */
export async function findDocument(db: Db, employeeRecordId: number, documentId: number) {
  const [row] = await db.select().from(employeeDocuments).where(ofEmployee(employeeRecordId, documentId)).limit(1);
  return row;
}

/** The deleted document's name, or undefined when there is none. */
export async function deleteDocument(db: Db, employeeRecordId: number, documentId: number): Promise<string | undefined> {
  const [row] = await db
    .delete(employeeDocuments)
    .where(ofEmployee(employeeRecordId, documentId))
    .returning({ name: employeeDocuments.name });
  return row?.name;
}
