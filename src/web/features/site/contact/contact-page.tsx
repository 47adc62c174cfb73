import { PageHero } from "@/web/components/section";

export function ContactPage() {
  return <PageHero title="Contact" />;
}
