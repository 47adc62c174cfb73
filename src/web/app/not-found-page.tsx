import { Link } from "wouter";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/section";

export function NotFoundPage() {
  return (
    <section className="bg-brand-50 pt-36 pb-24">
      <Container width="2xl" className="text-center">
        <p className="font-display text-7xl font-bold text-gold-700">404</p>
        <h1 className="mt-4 font-display text-3xl font-bold text-brand-900">Page Not Found</h1>
        <p className="mt-3 text-lg text-slate-600">The page you are looking for does not exist or has moved. Try one of these instead.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/">Go to Home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/projects">See Our Projects</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">Contact Us</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
