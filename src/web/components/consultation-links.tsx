import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

/** The call-to-action pair on a dark band: 'Schedule a Consultation' (to /contact) and one more page. */
export function ConsultationLinks(props: { secondary: { label: string; href: string }; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row", props.className)}>
      <Button asChild size="lg">
        <Link href="/contact">
          Schedule a Consultation <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outlineLight">
        <Link href={props.secondary.href}>{props.secondary.label}</Link>
      </Button>
    </div>
  );
}
