import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@/shared/contract/common";
import { EMPLOYEE_PROFILE_PATH, profileSchema } from "@/shared/contract/employee-portal";
import { employeeRecordOf } from "../../auth/guard";
import type { ModuleOptions } from "../module-options";
import { findEmployeeName } from "./store";

/** GET /api/employee/profile: the profile of the signed-in employee (docs/product.md section 9.11). */
export const profileRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    EMPLOYEE_PROFILE_PATH,
    { schema: { summary: "Your profile", response: { 200: profileSchema, 401: apiErrorSchema, 403: apiErrorSchema } } },
    async (request) => {
      const employee = employeeRecordOf(request);
      return {
        firstName: employee.firstName,
        lastName: employee.lastName,
        employeeId: employee.employeeId,
        email: employee.email,
        phone: employee.phone,
        department: employee.department,
        designation: employee.designation,
        joiningDate: employee.dateOfJoining,
        // The reporting manager's name (docs/product.md section 9.20); empty when none is set.
        manager: (await findEmployeeName(db, employee.reportingManagerId)) ?? "",
        gender: employee.gender,
        uan: employee.uan,
        esiIpNumber: employee.esiIpNumber,
        pfMember: employee.pfMember,
        pfExclusionReason: employee.pfExclusionReason,
        pfWageCapped: employee.pfWageCapped,
        epsMember: employee.epsMember,
        stateOfWork: employee.stateOfWork,
      };
    },
  );
};
