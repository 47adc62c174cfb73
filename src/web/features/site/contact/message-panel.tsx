import { useState } from "react";
import { Card } from "@/web/components/ui/card";
import { ContactForm } from "./contact-form";
import { NextSteps } from "./next-steps";
import { ThankYouPanel } from "./thank-you-panel";

/** docs/product.md section 3.9: the form, replaced by the Thank You panel after a successful send, and back again. */
export function MessagePanel() {
  const [view, setView] = useState<"form" | "again" | "sent">("form");
  return (
    <Card className="flex h-full flex-col gap-10 p-5 sm:p-8 lg:p-10">
      <div className="flex-1">
        {view === "sent" ? (
          <ThankYouPanel onSendAnother={() => setView("again")} />
        ) : (
          <ContactForm onSent={() => setView("sent")} focusOnMount={view === "again"} />
        )}
      </div>
      <NextSteps />
    </Card>
  );
}
