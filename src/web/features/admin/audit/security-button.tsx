import { ShieldCheck } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** The admin header's Security button: opens the audit log panel (docs/product.md section 5.7). */
export function SecurityButton(props: { onOpen: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={props.onOpen}>
      <ShieldCheck aria-hidden="true" />
      Security
    </Button>
  );
}
