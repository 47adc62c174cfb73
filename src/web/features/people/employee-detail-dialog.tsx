import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { employeePath, type Employee, type PeopleArea } from "@/shared/contract/employees";
import { ListStateText } from "@/web/components/portal/list-state";
import { Dialog } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api";
import { formatDate, formatRupees } from "@/web/lib/format";
import { DetailSection, Facts } from "./detail-parts";
import { AccountFacts } from "./account-facts";
import { EmployeeDocumentsSection } from "./employee-documents-section";
import { IdentifiersSection } from "./identifiers-section";
import { SalaryHistorySection } from "./salary-history-section";
import { SeparationSection } from "./separation-section";
import { ActiveBadge, fullName } from "./person";
import { monthlyDeductionFacts } from "./deduction-text";
import { statutoryFacts } from "./statutory-text";

const date = (value: string | null) => (value ? formatDate(value) : null);

/**
 * The read-only record (docs/product.md section 7.2: view opens a detail dialog): identifiers masked with an audited
 * Reveal, documents, and the staff account. Loaded by `id` and reloaded after every change; `initial`
 * (the list's row) shows at once meanwhile. Every call goes to the caller's `area`; `account` replaces the
 * read-only account facts (the admin's role, reset and deactivate actions).
 */
export function EmployeeDetailDialog(props: {
  id: number | null;
  initial?: Employee;
  /** The title until the record is in (the list knows the name). */
  title?: string;
  onClose: () => void;
  area: PeopleArea;
  account?: (employee: Employee) => ReactNode;
}) {
  const query = useQuery<Employee>({
    queryKey: [employeePath(props.id ?? 0, props.area)],
    enabled: props.id !== null,
    placeholderData: props.initial,
  });
  if (props.id === null) return null;
  const employee = query.data;
  const money = (amount: number) => formatRupees(amount);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={employee ? fullName(employee) : (props.title ?? "Employee")}
      size="xl"
    >
      {!employee ? (
        <p className="text-sm text-slate-600">
          <ListStateText
            state={query.isError ? "error" : "loading"}
            error={errorMessage(query.error, "Could not load the employee")}
            empty={null}
          />
        </p>
      ) : (
        // Keyed by person: a reveal or a chosen role never carries over to the next record opened.
        <div className="space-y-6" key={employee.id}>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="font-mono">{employee.employeeId}</span>
            <span aria-hidden="true">·</span>
            <span>{employee.designation ?? "No designation"}</span>
            <ActiveBadge active={employee.isActive} />
          </p>
          <DetailSection title="Personal Information">
            <Facts
              items={[
                ["Email", employee.email],
                ["Phone", employee.phone],
                ["Date of birth", date(employee.dateOfBirth)],
                ["Emergency contact", employee.emergencyContact],
                ["Address", employee.address],
              ]}
            />
          </DetailSection>
          <DetailSection title="Job Information">
            <Facts
              items={[
                ["Department", employee.department],
                ["Designation", employee.designation],
                ["Date of joining", date(employee.dateOfJoining)],
                ["Work location", employee.workLocation],
                ["Reporting manager", employee.reportingManagerName],
                ["Employment type", employee.employmentType],
                ["Probation period", `${employee.probationPeriod} months`],
                ["Notice period", `${employee.noticePeriod} days`],
              ]}
            />
          </DetailSection>
          <DetailSection title="Salary Structure (monthly)">
            {employee.hasSalaryData ? (
              <Facts
                items={[
                  ["Basic salary", money(employee.basicSalary)],
                  ["HRA", money(employee.hra)],
                  ["Transport allowance", money(employee.transportAllowance)],
                  ["Medical allowance", money(employee.medicalAllowance)],
                  ["Special allowance", money(employee.specialAllowance)],
                  ["Other allowances", money(employee.otherAllowances)],
                  ["Total earnings (monthly CTC)", money(employee.ctcMonthly)],
                  ["Annual CTC", money(employee.ctcAnnual)],
                  ...monthlyDeductionFacts(employee),
                  ["Total deductions (a full month, computed)", money(employee.totalDeductions)],
                  ["Net salary (a full month)", money(employee.netSalary)],
                ]}
              />
            ) : (
              <p className="text-sm text-slate-600">
                No salary structure recorded yet: payroll uses the standard estimates until one is entered (Edit).
              </p>
            )}
          </DetailSection>
          <SalaryHistorySection employee={employee} area={props.area} />
          <SeparationSection employee={employee} area={props.area} />
          <DetailSection title="Statutory Details">
            <Facts items={statutoryFacts(employee)} />
          </DetailSection>
          <DetailSection title="Bank & Document Details">
            <IdentifiersSection employee={employee} area={props.area} />
            <EmployeeDocumentsSection employeeId={employee.id} area={props.area} />
          </DetailSection>
          {props.account ? props.account(employee) : <AccountFacts employee={employee} />}
        </div>
      )}
    </Dialog>
  );
}
