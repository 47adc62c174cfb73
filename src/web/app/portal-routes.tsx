import "./portal-class-merge";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Route, Switch } from "wouter";
import { portalPaths } from "@/shared/routes";
import { AdminDashboard } from "@/web/features/admin/admin-dashboard";
import { ForgotPasswordPage } from "@/web/features/auth/forgot-password-page";
import { LoginPage } from "@/web/features/auth/login-page";
import { ResetPasswordPage } from "@/web/features/auth/reset-password-page";
import { EmployeeDashboard } from "@/web/features/employee/employee-dashboard";
import { HrDashboard } from "@/web/features/hr/hr-dashboard";
import { createQueryClient } from "@/web/lib/query-client";

/** The staff portal: client-rendered and split into its own bundle (with its data layer). */
export function PortalRoutes() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        {portalPaths.login.map((path) => (
          <Route key={path} path={path} component={LoginPage} />
        ))}
        {portalPaths.forgotPassword.map((path) => (
          <Route key={path} path={path} component={ForgotPasswordPage} />
        ))}
        {portalPaths.resetPassword.map((path) => (
          <Route key={path} path={path} component={ResetPasswordPage} />
        ))}
        {portalPaths.admin.map((path) => (
          <Route key={path} path={path} component={AdminDashboard} />
        ))}
        {portalPaths.hr.map((path) => (
          <Route key={path} path={path} component={HrDashboard} />
        ))}
        {portalPaths.employee.map((path) => (
          <Route key={path} path={path} component={EmployeeDashboard} />
        ))}
      </Switch>
    </QueryClientProvider>
  );
}
