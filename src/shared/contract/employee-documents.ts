import * as z from "zod/mini";
import { employeePath, type PeopleArea } from "./employees";

/** Documents kept with the record (docs/product.md section 9.10): the type is checked by content, not by name. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_FILES = 10;
export const documentExtensions = [".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png"] as const;
export const documentMessages = {
  type: (name: string) => `${name}: only PDF, Word (.doc, .docx), JPG and PNG files are accepted`,
  size: (name: string) => `${name} is larger than 10 MB`,
  count: `Upload at most ${DOCUMENT_MAX_FILES} files at a time`,
  none: "Choose at least one file to upload",
  notFound: "Document not found",
} as const;
export const employeeDocumentSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.string(),
  size: z.int(),
  uploadedAt: z.string(),
  uploadedBy: z.nullable(z.string()),
});
export type EmployeeDocument = z.infer<typeof employeeDocumentSchema>;

export const employeeDocumentsPath = (id: number, area: PeopleArea = "admin") => `${employeePath(id, area)}/documents`;
export const employeeDocumentPath = (id: number, documentId: number, area: PeopleArea = "admin") =>
  `${employeeDocumentsPath(id, area)}/${documentId}`;
