import { ArrowRight, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { whyChoose } from "@/web/content/home";

/** docs/product.md section 3.3 (4): four reasons and a 'Learn More About Us' button to /about. */
export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-choose-title" className="bg-white py-16 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">{whyChoose.eyebrow}</p>
          <h2 id="why-choose-title" className="mt-2 font-display text-3xl font-bold text-brand-900 sm:text-4xl">
            {whyChoose.title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{whyChoose.intro}</p>
          <div className="mt-8 rounded-2xl bg-brand-900 p-6 text-white shadow-lg">
            <p className="flex items-center gap-2 text-sm font-semibold text-gold-300">
              <ShieldCheck className="size-5" aria-hidden="true" />
              {whyChoose.assurance.title}
            </p>
            <p className="mt-2 text-brand-100">{whyChoose.assurance.text}</p>
          </div>
          <Button asChild size="lg" className="mt-8">
            <Link href={whyChoose.cta.href}>
              {whyChoose.cta.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-7">
          {whyChoose.items.map((item, i) => {
            const Icon = item.icon;
            return (
              <li
                key={item.title}
                className={`rounded-2xl border border-slate-200 bg-slate-50 p-7 ${i % 2 === 1 ? "sm:translate-y-8" : ""}`}
              >
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-gold-300/40 text-brand-800">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 font-display text-xl font-bold text-brand-900">{item.title}</h3>
                <p className="mt-3 text-slate-600">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
