import { LayoutDashboard } from "lucide-react";
import { Link } from "wouter";
import type { MeResponse } from "@/shared/contract/auth";
import { DASHBOARD_PATHS } from "@/shared/dashboard-paths";
import { Button } from "@/web/components/ui/button";
import { SwitchToEmployeeButton } from "@/web/features/portal/session/switch-to-employee-dialog";
import { hasAdminSession } from "@/web/lib/session";

/**
 * The HR header's own buttons (docs/product.md section 6.1): 'Admin Dashboard' back for an admin whose admin
 * session is open here (the admin dashboard's 'HR Dashboard' button brought them), and 'My Employee Portal'
 * for an account with an employee record.
 */
export function HrHeaderActions({ me }: { me: MeResponse }) {
  const adminHere = me.user.role === "admin" && (me.portal === "admin" || hasAdminSession());
  return (
    <>
      {adminHere ? (
        <Button asChild variant="outline" size="sm">
          <Link href={DASHBOARD_PATHS.admin}>
            <LayoutDashboard aria-hidden="true" />
            Admin Dashboard
          </Link>
        </Button>
      ) : null}
      {me.employee ? <SwitchToEmployeeButton from="hr" /> : null}
    </>
  );
}
