import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema, noContentSchema, recordIdMessage, recordIdParam } from "@/shared/contract/common";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, documentMessages, employeeDocumentSchema } from "@/shared/contract/employee-documents";
import type { PeopleArea } from "@/shared/contract/employees";
import { actorOf, staffOf } from "../../auth/guard";
import { HttpError, NotFoundError } from "../../http/errors";
import type { PiiCipher } from "../../crypto/pii-cipher";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { deleteDocument, findDocument, insertDocuments, listDocuments, type NewDocument } from "./document-store";
import { attachmentHeader, cleanFileName, documentMimeType } from "./document-types";
import { refuseAdminRecordForHr } from "./hr-reach";
import { employeeNotFound } from "./service";
import { findEmployeeWithAccount } from "./store";

const employeeParams = idParamsSchema;
const documentParams = z.extend(idParamsSchema, { documentId: recordIdParam(recordIdMessage) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema };
const documentNotFound = () => new NotFoundError(documentMessages.notFound);

/** The one form field the upload reads (docs/product.md section 9.10: multipart, field "files"). */
const FILES_FIELD = "files";
const uploadMessages = {
  notMultipart: "Send the files as multipart/form-data",
  field: `Send the files in the form field "${FILES_FIELD}"`,
  unreadable: "The upload could not be read: send the files as multipart/form-data",
} as const;

/** Busboy's limits as raised by @fastify/multipart: more parts or files than allowed, or a text field. */
const COUNT_LIMITS = new Set(["FST_PARTS_LIMIT", "FST_FILES_LIMIT"]);
const FIELDS_LIMIT = "FST_FIELDS_LIMIT";

/**
 * Reads every file of the upload, checking each by field, size and content; any bad file refuses the
 * whole batch. More than DOCUMENT_MAX_FILES files is a 413 with the count message; a file under another
 * field name, or a text field, a 400 naming the field.
 */
async function readUpload(request: FastifyRequest, cipher: PiiCipher): Promise<NewDocument[]> {
  if (!request.isMultipart()) throw new HttpError(400, uploadMessages.notMultipart);
  const documents: NewDocument[] = [];
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== FILES_FIELD) throw new HttpError(400, uploadMessages.field);
      const name = cleanFileName(part.filename);
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, documentMessages.size(name));
        throw error;
      }
      const mimeType = await documentMimeType(name, content);
      if (!mimeType) throw new HttpError(400, documentMessages.type(name));
      documents.push({ name, mimeType, size: content.length, content: cipher.encryptBytes(content) });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (COUNT_LIMITS.has(code)) throw new HttpError(413, documentMessages.count);
    if (code === FIELDS_LIMIT) throw new HttpError(400, uploadMessages.field);
    // A cut-off or malformed body (busboy's parse errors) is the client's, not a failure of ours.
    throw new HttpError(400, uploadMessages.unreadable);
  }
  if (documents.length === 0) throw new HttpError(400, documentMessages.none);
  return documents;
}

/** Documents kept with an employee record (docs/product.md sections 7.4 and 9.10), for admin and HR; every action audited. */
export const documentRoutes: FastifyPluginAsyncZod<ModuleOptions & { area: PeopleArea }> = async (app, { db, cipher, now, area }) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: DOCUMENT_MAX_FILES, fields: 0, parts: DOCUMENT_MAX_FILES },
  });
  const documents = `/api/${area}/employees/:id/documents`;

  /** The record the documents belong to (404 when there is none), within the area's reach (hr-reach.ts). */
  const existingEmployee = async (id: number) => {
    const row = await findEmployeeWithAccount(db, id);
    if (!row) throw employeeNotFound();
    refuseAdminRecordForHr(area, row.account, "documents");
    return row.employee;
  };

  app.get(
    documents,
    {
      schema: {
        summary: "An employee's documents (without content)",
        params: employeeParams,
        response: { 200: z.array(employeeDocumentSchema), ...errors },
      },
    },
    async (request) => {
      await existingEmployee(request.params.id);
      return listDocuments(db, request.params.id);
    },
  );

  app.post(
    documents,
    {
      schema: {
        summary: `Upload documents (multipart, field "files"; pdf, doc, docx, jpg, png by content; 10 MB each)`,
        params: employeeParams,
        response: { 201: z.array(employeeDocumentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const employee = await existingEmployee(request.params.id);
      const files = await readUpload(request, cipher);
      const at = now();
      // The documents and their audit entries are one transaction: no document without its entry.
      const ids = await db.transaction(async (tx) => {
        const stored = await insertDocuments(tx, employee.id, files, staffOf(request).account.id, at);
        for (const [index, file] of files.entries()) {
          await recordStaffAction(
            tx,
            actorOf(request),
            "document.uploaded",
            `employee:${employee.id}`,
            { documentId: stored[index], name: file.name, size: file.size },
            at,
          );
        }
        return stored;
      });
      const stored = await listDocuments(db, employee.id);
      return reply.code(201).send(stored.filter((document) => ids.includes(document.id)));
    },
  );

  app.get(
    `${documents}/:documentId`,
    { schema: { summary: "Download a document under its original name (404 when there is none)", params: documentParams } },
    async (request, reply) => {
      const { id, documentId } = request.params;
      await existingEmployee(id);
      const document = await findDocument(db, id, documentId);
      if (!document) throw documentNotFound();
      await recordStaffAction(db, actorOf(request), "document.downloaded", `employee:${id}`, { documentId, name: document.name }, now());
      return reply
        .header("content-type", document.mimeType)
        .header("content-disposition", attachmentHeader(document.name))
        .header("x-content-type-options", "nosniff")
        .send(cipher.decryptBytes(document.content));
    },
  );

  app.delete(
    `${documents}/:documentId`,
    { schema: { summary: "Delete a document", params: documentParams, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      const { id, documentId } = request.params;
      await existingEmployee(id);
      await db.transaction(async (tx) => {
        const name = await deleteDocument(tx, id, documentId);
        if (name === undefined) throw documentNotFound();
        await recordStaffAction(tx, actorOf(request), "document.deleted", `employee:${id}`, { documentId, name }, now());
      });
      return reply.code(204).send(null);
    },
  );
};
