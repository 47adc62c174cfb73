import type { EmployeeSummary, StaffUser } from "@/shared/contract/auth";
import type { PortalMember } from "@/shared/domain/portal-access";
import type { AccountWithEmployee } from "./account-store";

export function toStaffUser(account: AccountWithEmployee): StaffUser {
  return { id: account.id, email: account.email, name: account.name, role: account.role };
}

/** What the portal rule needs to know about an account. */
export function portalMemberOf(account: AccountWithEmployee): PortalMember {
  return { role: account.role, hasActiveEmployeeRecord: account.employee?.isActive === true };
}

/** The employee record behind an account, or null when it has none. */
export function toEmployeeSummary(account: AccountWithEmployee): EmployeeSummary | null {
  const employee = account.employee;
  if (!employee) return null;
  return {
    id: employee.id,
    employeeId: employee.employeeId,
    firstName: employee.firstName,
    lastName: employee.lastName,
    name: `${employee.firstName} ${employee.lastName}`.trim(),
    email: employee.email,
    phone: employee.phone,
    department: employee.department,
    designation: employee.designation,
    role: account.role,
  };
}
