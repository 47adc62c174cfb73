import { Mail, Send } from "lucide-react";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { careerMailSubjects, resumeBlock } from "@/web/content/careers";
import { mailtoUrl } from "@/web/lib/mailto";
import { site } from "@/web/lib/site";

export function ResumeBlock() {
  return (
    <section aria-labelledby="resume-title" className="pb-16 sm:pb-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
          <div className="absolute -top-16 -right-16 size-56 rounded-full border-[28px] border-gold-400/15" aria-hidden="true" />
          <div className="absolute -bottom-20 -left-10 size-48 rounded-full bg-white/5" aria-hidden="true" />
          <span className="relative mx-auto mb-5 inline-flex size-14 items-center justify-center rounded-full bg-gold-500 text-brand-900">
            <Mail className="size-7" aria-hidden="true" />
          </span>
          <h2 id="resume-title" className="relative font-display text-3xl font-bold sm:text-4xl">
            {resumeBlock.title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-100">{resumeBlock.text}</p>
          <Button asChild size="lg" className="relative mt-8">
            <a href={mailtoUrl(site.careersEmail, careerMailSubjects.resume)}>
              <Send aria-hidden="true" /> Send Your Resume
            </a>
          </Button>
          <p className="relative mt-4 text-sm text-brand-100">
            Resumes go to <span className="font-semibold text-white">{site.careersEmail}</span>
          </p>
        </div>
      </Container>
    </section>
  );
}
