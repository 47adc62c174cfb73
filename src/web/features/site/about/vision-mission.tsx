import { Check, Eye, Target } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Section } from "@/web/components/section";
import { mission, vision, type Statement } from "@/web/content/about";
import { cn } from "@/web/lib/cn";

function StatementCard(props: { statement: Statement; icon: LucideIcon; dark?: boolean }) {
  const { statement, icon: Icon, dark = false } = props;
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-2xl p-8 sm:p-10",
        dark ? "bg-brand-800 text-white shadow-lg" : "border border-slate-200 bg-white shadow-sm",
      )}
    >
      <span
        className={cn(
          "mb-6 inline-flex size-14 items-center justify-center rounded-xl",
          dark ? "bg-gold-500 text-brand-900" : "bg-brand-50 text-brand-700",
        )}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h3 className={cn("font-display text-2xl font-bold", dark ? "text-white" : "text-brand-900")}>{statement.title}</h3>
      <p className={cn("mt-4 text-base leading-relaxed", dark ? "text-brand-100" : "text-slate-600")}>{statement.text}</p>
      <ul className="mt-6 space-y-3">
        {statement.points.map((point) => (
          <li key={point} className="flex items-start gap-3 text-sm font-medium">
            <Check className={cn("mt-0.5 size-4 shrink-0", dark ? "text-gold-300" : "text-gold-600")} aria-hidden="true" />
            <span className={dark ? "text-white" : "text-slate-700"}>{point}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

export function VisionMission() {
  return (
    <Section eyebrow="Why We Exist" title="Vision and Mission">
      <div className="grid gap-6 md:grid-cols-2 lg:gap-8">
        <StatementCard statement={vision} icon={Eye} />
        <StatementCard statement={mission} icon={Target} dark />
      </div>
    </Section>
  );
}
