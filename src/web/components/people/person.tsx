import type { Employee } from "@/shared/contract/employees";
import { Badge } from "@/web/components/ui/badge";

/** Shared by the admin and HR people screens. */
export const fullName = (employee: Pick<Employee, "firstName" | "lastName">) => `${employee.firstName} ${employee.lastName}`.trim();

export const ActiveBadge = ({ active }: { active: boolean }) => (active ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Inactive</Badge>);

/** A stored document's size as the upload list shows it. */
export const sizeInMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
