import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeeDocumentPath, employeeDocumentsPath, type EmployeeDocument } from "@/shared/contract/employee-documents";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated } from "@/shared/contract/employees";
import { employeeDocuments } from "../../db/schema";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { multipart, pdfFile, pngFile, type UploadFile } from "../../testing/uploads";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";

let ctx: AdminTestContext;
let employeeId: number;
beforeAll(async () => {
  ctx = await createAdminTestApp();
  const created = await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: buildEmployeeInput(TEST_DOMAIN) });
  employeeId = created.json<EmployeeCreated>().employee.id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const MB = 1024 * 1024;
const upload = (files: UploadFile[], headers = ctx.headers.admin, area: "admin" | "hr" = "admin") => {
  const body = multipart(files);
  return ctx.app.inject({
    method: "POST",
    url: employeeDocumentsPath(employeeId, area),
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
};

describe("employee documents", () => {
  it("stores several files encrypted, lists them and gives each back under its original name as an attachment", async () => {
    const offer = pdfFile("Offer letter – Kavya.pdf", "CONFIDENTIAL-OFFER-TEXT");
    const photo = pngFile("photo.PNG");
    const response = await upload([offer, photo]);
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json<EmployeeDocument[]>();
    expect(stored.map((document) => [document.name, document.type, document.size])).toEqual(
      expect.arrayContaining([
        ["Offer letter – Kavya.pdf", "application/pdf", offer.content.length],
        ["photo.PNG", "image/png", photo.content.length],
      ]),
    );
    expect(stored[0]!.uploadedBy).toBe("Meera Iyer");

    const [raw] = await ctx.database.db.select().from(employeeDocuments).where(eq(employeeDocuments.name, offer.name));
    expect(raw!.content.includes(Buffer.from("CONFIDENTIAL-OFFER-TEXT"))).toBe(false);
    expect(raw!.content.includes(Buffer.from("%PDF"))).toBe(false);

    const pdf = stored.find((document) => document.type === "application/pdf")!;
    const download = await ctx.asAdmin({ method: "GET", url: employeeDocumentPath(employeeId, pdf.id) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(offer.content)).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Offer letter _ Kavya.pdf"; filename*=UTF-8''${encodeURIComponent(offer.name)}`,
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["cache-control"]).toBe("no-store");

    const list = await ctx.asAdmin({ method: "GET", url: employeeDocumentsPath(employeeId) });
    expect(list.json<EmployeeDocument[]>().map((document) => document.name)).toEqual(expect.arrayContaining([offer.name, photo.name]));
    const events = (await listAudit(ctx.database.db, { limit: 3 })).map((entry) => entry.event);
    expect(events).toEqual(["document.downloaded", "document.uploaded", "document.uploaded"]);
  });

  it("recognises the type by content: a script named .pdf, or a PNG named .pdf, is refused with the file's name", async () => {
    const script = { name: "payslip.pdf", content: Buffer.from("#!/bin/sh\nrm -rf /\n") };
    const refused = await upload([pdfFile("fine.pdf"), script]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("payslip.pdf: only PDF, Word (.doc, .docx), JPG and PNG files are accepted");
    const disguised = await upload([{ ...pngFile("x"), name: "scan.pdf" }]);
    expect(disguised.json().message).toBe("scan.pdf: only PDF, Word (.doc, .docx), JPG and PNG files are accepted");
    // Nothing of a refused batch is kept.
    const names = (await ctx.asAdmin({ method: "GET", url: employeeDocumentsPath(employeeId) }))
      .json<EmployeeDocument[]>()
      .map((d) => d.name);
    expect(names).not.toContain("fine.pdf");
  });

  it("takes a file of exactly 10 MB and refuses one byte more with 413 naming the file", async () => {
    const exact = await upload([pdfFile("exactly-10.pdf", "edge", 10 * MB)]);
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json()[0].size).toBe(10 * MB);
    const over = await upload([pdfFile("too-big.pdf", "edge", 10 * MB + 1)]);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe("too-big.pdf is larger than 10 MB");
  }, 60_000);

  it("answers more than 10 files with 413 and the count message, keeping none of them", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => pdfFile(`batch-${i + 1}.pdf`));
    const refused = await upload(eleven);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe("Upload at most 10 files at a time");
    const ten = await upload(eleven.slice(0, 10));
    expect(ten.statusCode, ten.body).toBe(201);
    expect(ten.json()).toHaveLength(10);
    const names = (await ctx.asAdmin({ method: "GET", url: employeeDocumentsPath(employeeId) }))
      .json<EmployeeDocument[]>()
      .map((d) => d.name);
    expect(names).not.toContain("batch-11.pdf");
  });

  it("takes files only under the field name files: another field name, or a text field, is a clear 400", async () => {
    const other = multipart([pdfFile("elsewhere.pdf")], "document");
    const wrongField = await ctx.asAdmin({
      method: "POST",
      url: employeeDocumentsPath(employeeId),
      headers: other.headers,
      payload: other.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Send the files in the form field "files"');
    const boundary = "----field-test";
    const text = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"\r\n\r\nnot a file\r\n--${boundary}--\r\n`);
    const textField = await ctx.asAdmin({
      method: "POST",
      url: employeeDocumentsPath(employeeId),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: text,
    });
    expect(textField.statusCode).toBe(400);
    expect(textField.json().message).toBe('Send the files in the form field "files"');
    const names = (await ctx.asAdmin({ method: "GET", url: employeeDocumentsPath(employeeId) }))
      .json<EmployeeDocument[]>()
      .map((d) => d.name);
    expect(names).not.toContain("elsewhere.pdf");
  });

  it("drops bidirectional control characters from a file name, so a name cannot pose as another type", async () => {
    const disguised = await upload([pdfFile("invoice\u202efdp.exe.pdf"), pdfFile("\u2066scan\u2069\u202a.pdf\u202c")]);
    expect(disguised.statusCode, disguised.body).toBe(201);
    expect(
      disguised
        .json<EmployeeDocument[]>()
        .map((document) => document.name)
        .sort(),
    ).toEqual(["invoicefdp.exe.pdf", "scan.pdf"]);
    // A program whose name reads "invoiceexe.pdf" on screen is refused by its real extension.
    const program = await upload([{ name: "invoice\u202efdp.exe", content: Buffer.from("MZ\x90\x00program") }]);
    expect(program.statusCode).toBe(400);
    expect(program.json().message).toBe("invoicefdp.exe: only PDF, Word (.doc, .docx), JPG and PNG files are accepted");
  });

  it("answers a cut-off upload with 400, not a failure", async () => {
    const body = multipart([pdfFile("cut.pdf")]);
    const cut = await ctx.asAdmin({
      method: "POST",
      url: employeeDocumentsPath(employeeId),
      headers: body.headers,
      payload: body.payload.subarray(0, 120),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe("The upload could not be read: send the files as multipart/form-data");
  });

  it("answers a body without files, or not multipart, with a clear 400; unknown employees and documents with 404", async () => {
    expect((await upload([])).json().message).toBe("Choose at least one file to upload");
    const json = await ctx.asAdmin({ method: "POST", url: employeeDocumentsPath(employeeId), payload: { files: [] } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe("Send the files as multipart/form-data");
    expect((await ctx.asAdmin({ method: "GET", url: employeeDocumentsPath(999_999) })).statusCode).toBe(404);
    expect((await ctx.asAdmin({ method: "GET", url: employeeDocumentPath(employeeId, 999_999) })).statusCode).toBe(404);
    expect((await ctx.asAdmin({ method: "DELETE", url: employeeDocumentPath(employeeId, 999_999) })).statusCode).toBe(404);
  });

  it("is open to HR under its own area, audited; the employee portal is refused", async () => {
    const byHr = await upload([pdfFile("hr-upload.pdf")], ctx.headers.hr, "hr");
    expect(byHr.statusCode).toBe(201);
    const document = byHr.json<EmployeeDocument[]>()[0]!;
    expect(
      (await ctx.app.inject({ method: "GET", url: employeeDocumentPath(employeeId, document.id, "hr"), headers: ctx.headers.hr }))
        .statusCode,
    ).toBe(200);
    expect((await upload([pdfFile("x.pdf")], ctx.headers.employee, "hr")).statusCode).toBe(403);
    expect((await upload([pdfFile("x.pdf")], ctx.headers.hr, "admin")).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: "GET", url: employeeDocumentsPath(employeeId, "hr"), headers: ctx.headers.employee })).statusCode,
    ).toBe(403);
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: employeeDocumentPath(employeeId, document.id, "hr"),
      headers: ctx.headers.hr,
    });
    expect(removed.statusCode).toBe(204);
    const [entry] = await listAudit(ctx.database.db, { event: "document.deleted", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${employeeId}`, details: { documentId: document.id, name: "hr-upload.pdf" } });
  });

  it("keeps nothing of an upload or a delete whose audit entry cannot be written (one transaction)", async () => {
    const kept = (await upload([pdfFile("kept.pdf")])).json<EmployeeDocument[]>()[0]!;
    const restore = await failAuditInserts(ctx.database.db, "document.");
    try {
      expect((await upload([pdfFile("never-stored.pdf"), pngFile("never-stored.png")])).statusCode).toBeGreaterThanOrEqual(400);
      expect((await ctx.asAdmin({ method: "DELETE", url: employeeDocumentPath(employeeId, kept.id) })).statusCode).toBeGreaterThanOrEqual(
        400,
      );
    } finally {
      await restore();
    }
    const names = (await ctx.asAdmin({ method: "GET", url: employeeDocumentsPath(employeeId) }))
      .json<EmployeeDocument[]>()
      .map((d) => d.name);
    expect(names).toContain("kept.pdf");
    expect(names.filter((name) => name.startsWith("never-stored"))).toEqual([]);
  });
});
