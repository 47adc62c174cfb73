import { ArrowRight, Mail } from "lucide-react";
import { Link } from "wouter";
import { legalPaths, legalTitles, legalUi, type LegalDocumentId } from "@/web/content/legal";
import { site } from "@/web/lib/site";

/** Contact line for questions and links to the other two policies. */
export function LegalFooter(props: { current: LegalDocumentId }) {
  const others = (Object.keys(legalPaths) as LegalDocumentId[]).filter((id) => id !== props.current);
  return (
    <div className="mt-14 grid gap-6 border-t border-slate-200 pt-10 sm:grid-cols-2">
      <div className="rounded-xl bg-brand-900 p-6 text-white">
        <h2 className="font-display text-xl font-bold">{legalUi.questionsHeading}</h2>
        <p className="mt-2 text-sm leading-relaxed text-brand-100">{legalUi.questionsText}</p>
        <a
          href={`mailto:${site.email}`}
          className="mt-4 inline-flex items-center gap-2 font-semibold text-gold-300 underline-offset-4 hover:underline"
        >
          <Mail className="size-4" aria-hidden="true" />
          {site.email}
        </a>
      </div>
      <div className="rounded-xl border border-slate-200 p-6">
        <h2 className="font-display text-xl font-bold text-brand-900">{legalUi.related}</h2>
        <ul className="mt-3 space-y-2">
          {others.map((id) => (
            <li key={id}>
              <Link
                href={legalPaths[id]}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
              >
                {legalTitles[id]}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
