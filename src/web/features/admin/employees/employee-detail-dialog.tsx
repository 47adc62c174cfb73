import { useQuery } from "@tanstack/react-query";
import { employeePath, type Employee } from "@/shared/contract/employees";
import { Dialog } from "@/web/components/ui/dialog";
import { formatDate, formatRupees } from "@/web/lib/format";
import { DetailSection, Facts } from "./detail-parts";
import { ActiveBadge, fullName } from "./employee-columns";
import { EmployeeAccountSection } from "./employee-account-section";
import { EmployeeDocumentsSection } from "./employee-documents-section";
import { IdentifiersSection } from "./identifiers-section";

const date = (value: string | null) => (value ? formatDate(value) : null);

/**
 * The read-only record (DESIGN section 6: view opens a detail dialog): identifiers masked with an audited
 * Reveal, documents, and the staff account's role, password and status. Reloaded after every change.
 */
export function EmployeeDetailDialog(props: { employee: Employee | null; onClose: () => void }) {
  const id = props.employee?.id;
  const query = useQuery<Employee>({ queryKey: [employeePath(id ?? 0)], enabled: id !== undefined, placeholderData: props.employee ?? undefined });
  const employee = query.data ?? props.employee;
  if (!employee) return null;
  const money = (amount: number) => formatRupees(amount);
  return (
    <Dialog open={props.employee !== null} onOpenChange={(open) => (open ? undefined : props.onClose())} title={fullName(employee)} size="xl">
      {/* Keyed by person: a reveal or a chosen role never carries over to the next record opened. */}
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
              ["Reporting manager", employee.reportingManager],
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
                ["Provident fund", money(employee.providentFund)],
                ["Professional tax", money(employee.professionalTax)],
                ["Income tax", money(employee.incomeTax)],
                ["Other deductions", money(employee.otherDeductions)],
                ["Total earnings (monthly CTC)", money(employee.ctcMonthly)],
                ["Annual CTC", money(employee.ctcAnnual)],
                ["Total deductions", money(employee.totalDeductions)],
                ["Net salary", money(employee.netSalary)],
              ]}
            />
          ) : (
            <p className="text-sm text-slate-600">No salary structure recorded yet: payroll uses the standard estimates until one is entered (Edit).</p>
          )}
        </DetailSection>
        <DetailSection title="Bank & Document Details">
          <IdentifiersSection employee={employee} />
          <EmployeeDocumentsSection employeeId={employee.id} />
        </DetailSection>
        <EmployeeAccountSection employee={employee} />
      </div>
    </Dialog>
  );
}
