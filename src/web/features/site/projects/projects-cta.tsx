import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { projectsPage } from "@/web/content/projects-page";

/** Final call to action: 'Contact Us' to /contact (docs/product.md section 3.6). */
export function ProjectsCta() {
  const { title, text, button } = projectsPage.cta;
  return (
    <section aria-labelledby="projects-cta-title" className="pb-16 sm:pb-20">
      <Container>
        <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
          <h2 id="projects-cta-title" className="font-display text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
          <Button asChild size="lg" className="mt-8">
            <Link href="/contact">
              {button}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
