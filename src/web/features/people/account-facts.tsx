import type { ReactNode } from "react";
import type { Role } from "@/shared/contract/auth";
import type { Employee } from "@/shared/contract/employees";
import { formatDateTime } from "@/web/lib/format";
import { DetailSection, Facts } from "./detail-parts";
import { ActiveBadge } from "./person";

export const roleLabels: Record<Role, string> = { employee: "Employee", hr: "HR", admin: "Admin" };

/**
 * The staff account behind a record, read-only (what HR sees); `children` are the admin's account
 * actions, shown only when there is an account.
 */
export function AccountFacts({ employee, children }: { employee: Employee; children?: ReactNode }) {
  const account = employee.account;
  return (
    <DetailSection title="Staff Account">
      {account ? (
        <>
          <Facts
            items={[
              ["Login", employee.email],
              ["Role", roleLabels[account.role]],
              ["Status", <ActiveBadge active={account.isActive} />],
              ["Last login", account.lastLoginAt ? formatDateTime(account.lastLoginAt) : "Never"],
            ]}
          />
          {account.mustChangePassword ? (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <strong>Must change password:</strong> a temporary password is in use; they choose their own at their next login.
            </p>
          ) : null}
          {children}
        </>
      ) : (
        <p className="text-sm text-slate-600">This record has no staff account.</p>
      )}
    </DetailSection>
  );
}
