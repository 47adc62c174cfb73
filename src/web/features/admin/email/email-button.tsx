import { Send } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** The admin header's E-mail button: opens the E-mail panel (docs/product.md section 11.2). */
export function EmailButton(props: { onOpen: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={props.onOpen}>
      <Send aria-hidden="true" />
      E-mail
    </Button>
  );
}
