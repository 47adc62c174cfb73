import type { Role } from "@/shared/contract/auth";

/**
 * HR's reach (docs/product.md section 9.9): what an admin account's pay depends on (its salary, pay items,
 * attendance, leave) is changed by an admin only; a signed-in user of any other role sees it read-only. The
 * server's refusals (modules/employees/hr-reach.ts) and the portal's read-only rows both ask this.
 */
export const outOfHrReach = (viewer: Role, adminAccount: boolean): boolean => viewer !== "admin" && adminAccount;
