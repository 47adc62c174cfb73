import { noSalary } from "@/shared/domain/payroll/salary";
import { DEFAULT_STATE } from "@/shared/domain/payroll/states";
import { mayBeEpsMember } from "@/shared/contract/employee-statutory";
import { noOverrideReasons } from "@/shared/contract/deduction-overrides";
import type { EmployeeCreated } from "@/shared/contract/employees";
import type { HrEmployeeValues } from "@/shared/contract/hr";
import { splitName } from "@/shared/domain/person-name";
import { nextEmployeeCode } from "../../auth/account-store";
import type { PiiCipher } from "../../crypto/pii-cipher";
import { ConflictError } from "../../http/errors";
import type { MailSettings } from "../../mail/template";
import type { EmployeeRecordValues } from "./records";
import type { ServiceContext } from "../service-context";
import { createEmployee } from "./service";

/** How often a hire reads the next free code again after another hire took it first. */
const CODE_ATTEMPTS = 5;

/**
 * The HR form's subset as the one employee record (docs/product.md section 9.9): name split at the last
 * space, position as designation, salary as basic salary (a recorded structure: the other components
 * are 0), manager as reporting manager; the fields the form lacks stay empty.
 */
export function hrRecordValues(values: HrEmployeeValues, employeeId: string): EmployeeRecordValues {
  return {
    employeeId,
    ...splitName(values.name),
    email: values.email,
    phone: values.phone === "" ? null : values.phone,
    department: values.department,
    designation: values.position,
    dateOfJoining: values.joinDate,
    dateOfBirth: null,
    address: null,
    emergencyContact: null,
    ...noSalary,
    ...noOverrideReasons,
    basicSalary: values.salary,
    bankName: null,
    accountNumber: "",
    ifscCode: null,
    panNumber: "",
    aadharNumber: "",
    workLocation: null,
    reportingManagerId: values.reportingManagerId,
    employmentType: null,
    probationPeriod: 0,
    noticePeriod: 0,
    // The statutory fields' defaults (docs/product.md section 7.1): gender as given, the rest until a full edit;
    // with no UAN, EPS membership follows the salary (none above ₹15,000).
    gender: values.gender,
    uan: "",
    esiIpNumber: "",
    pfMember: true,
    pfWageCapped: true,
    epsMember: mayBeEpsMember({ basicSalary: values.salary, uan: "" }),
    pfExclusionReason: "",
    stateOfWork: DEFAULT_STATE,
    isActive: values.status === "Active",
  };
}

/**
 * Hires from the HR form with the next free employee ID (EMP001, ...), through the same service as the
 * admin (record plus staff account and temporary password). Two hires at once may read the same code:
 * the unique index refuses the second, which reads the next code and tries again.
 */
export async function hireFromHrForm(
  context: ServiceContext,
  cipher: PiiCipher,
  hire: { values: HrEmployeeValues; configuredMail?: MailSettings },
): Promise<EmployeeCreated> {
  for (let attempt = 1; ; attempt += 1) {
    const employeeId = await nextEmployeeCode(context.db);
    try {
      return await createEmployee(context, cipher, {
        values: hrRecordValues(hire.values, employeeId),
        area: "hr",
        configuredMail: hire.configuredMail,
      });
    } catch (error) {
      const codeTaken = error instanceof ConflictError && error.field === "employeeId";
      if (!codeTaken || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}
