import type { Gender } from "../contract/employee-statutory";
import type { LeaveType } from "../contract/employee-portal";

/**
 * Which leave types apply to a person (docs/product.md sections 8.3 and 9.12): Maternity Leave only to a woman,
 * Paternity Leave only to a man, every other type to everyone. A record whose gender is not set yet sees both
 * (nothing is known that would rule either out); HR sets the gender in the record (section 7.1).
 */
const onlyFor: Partial<Record<LeaveType, Gender>> = { maternity: "female", paternity: "male" };

export function leaveTypeApplies(leaveType: LeaveType, gender: Gender | null): boolean {
  const only = onlyFor[leaveType];
  return only === undefined || gender === null || gender === only;
}

/** The types of `types` that apply to a person of `gender`, in their order. */
export const applicableLeaveTypes = <T extends LeaveType>(types: readonly T[], gender: Gender | null): T[] =>
  types.filter((leaveType) => leaveTypeApplies(leaveType, gender));
