import { Eye, Pencil, ReceiptIndianRupee } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";

/** Shared by the admin and HR people screens. */
export { fullName } from "@/shared/domain/person-name";

export const ActiveBadge = ({ active }: { active: boolean }) =>
  active ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Inactive</Badge>;

/** A stored document's size as the upload list shows it. */
export const sizeInMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** A directory row's View and Edit (and Tax where given), named after the person for screen readers. */
export function PersonRowActions(props: { name: string; onView: () => void; onEdit: () => void; onTax?: () => void }) {
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" onClick={props.onView} aria-label={`View ${props.name}`}>
        <Eye aria-hidden="true" />
        View
      </Button>
      <Button variant="ghost" size="sm" onClick={props.onEdit} aria-label={`Edit ${props.name}`}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      {props.onTax ? (
        <Button variant="ghost" size="sm" onClick={props.onTax} aria-label={`Tax for ${props.name}`}>
          <ReceiptIndianRupee aria-hidden="true" />
          Tax
        </Button>
      ) : null}
    </div>
  );
}
