import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AuditEntryView } from "@/shared/contract/audit";
import { DataTable } from "@/web/components/portal/data-table";
import { auditColumns, eventText } from "./audit-columns";

const entry: AuditEntryView = {
  id: 7,
  at: "2026-11-02T05:30:00.000Z",
  event: "leave.approved",
  actor: { name: "Sneha Patil", email: "sneha.patil@prasthanrealty.example" },
  subject: "leave:5",
  subjectName: "Leave request #5 (Aarav Deshmukh)",
  ip: "10.0.0.4",
  details: { fields: ["status"] },
};
const render = (rows: AuditEntryView[], layout: "table" | "cards") =>
  renderToStaticMarkup(
    <DataTable
      label="Audit log"
      columns={auditColumns}
      rows={rows}
      empty="No audit entries found"
      rowKey={(row) => row.id}
      layout={layout}
    />,
  );

describe("audit columns", () => {
  it("shows the record by its name, the stored subject on hover", () => {
    const html = render([entry], "table");
    expect(html).toContain('title="leave:5">Leave request #5 (Aarav Deshmukh)</span>');
    expect(html).toContain(">Leave approved<");
  });

  it("shows the subject itself when it has no name (an account's address)", () => {
    const html = render([{ ...entry, event: "login.success", subject: "sneha.patil@prasthanrealty.example", subjectName: null }], "table");
    expect(html).toContain('<span class="[overflow-wrap:anywhere]">sneha.patil@prasthanrealty.example</span>');
  });

  it("heads each card with the event on a phone", () => {
    const [card] = render([entry], "cards").split("<li").slice(1);
    expect(card!.indexOf("Leave approved")).toBeLessThan(card!.indexOf(">When<"));
    expect(card).not.toContain(">Event<");
    expect(card).toContain("Leave request #5 (Aarav Deshmukh)");
  });

  it("reads an event without a label as words", () => {
    expect(eventText("leave.approved")).toBe("Leave approved");
    expect(eventText("employee.manager-note-added")).toBe("Employee: manager note added");
    expect(eventText("payroll.bankFile_sent")).toBe("Payroll: bank file sent");
    expect(eventText("maintenance")).toBe("Maintenance");
  });
});
