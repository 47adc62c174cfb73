import { useEffect, useState } from "react";
import type { LegalSection } from "@/web/content/legal";
import { legalUi } from "@/web/content/legal";
import { cn } from "@/web/lib/cn";

/** Marks the section being read (the last one whose heading has passed the upper third of the screen). */
function useActiveSection(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const elements = ids.map((id) => document.getElementById(id)).filter((element) => element !== null);
    if (elements.length === 0 || typeof IntersectionObserver === "undefined") return;
    const update = () => {
      const line = window.innerHeight / 3;
      let current: string | undefined;
      for (const element of elements) if (element.getBoundingClientRect().top <= line) current = element.id;
      setActive(current);
    };
    const observer = new IntersectionObserver(update, { rootMargin: "0px 0px -66% 0px" });
    elements.forEach((element) => observer.observe(element));
    update();
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

/** Table of contents: numbered links to the section anchors; sticky beside the text on wide screens. */
export function LegalContents(props: { sections: LegalSection[] }) {
  const [ids] = useState(() => props.sections.map((section) => section.id));
  const active = useActiveSection(ids);
  return (
    <nav
      aria-labelledby="legal-contents-heading"
      className="lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto"
    >
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:border-0 lg:bg-transparent lg:p-0">
        <h2 id="legal-contents-heading" className="text-sm font-semibold uppercase tracking-widest text-gold-700">
          {legalUi.contents}
        </h2>
        <ol className="mt-4 space-y-1 border-l border-slate-200 text-sm">
          {props.sections.map((section, index) => {
            const current = section.id === active;
            return (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  aria-current={current ? "location" : undefined}
                  className={cn(
                    "-ml-px flex gap-2 border-l-2 py-1.5 pl-4 hover:border-gold-500 hover:text-brand-900",
                    current ? "border-gold-500 font-semibold text-brand-900" : "border-transparent text-slate-600",
                  )}
                >
                  <span className="w-5 shrink-0 tabular-nums text-slate-500">{index + 1}.</span>
                  <span>{section.heading}</span>
                </a>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
