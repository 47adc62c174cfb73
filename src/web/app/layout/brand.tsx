import { Link } from "wouter";
import { cn } from "@/web/lib/cn";
import { site } from "@/web/lib/site";

/** The monogram: three towers on a gold tile. Decorative; the name beside it carries the meaning. */
export function BrandMark(props: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cn("size-9 shrink-0", props.className)}>
      <rect width="40" height="40" rx="9" fill="#e0a526" />
      <path d="M0 9a9 9 0 0 1 9-9h22a9 9 0 0 1 9 9v3C26 12 14 20 0 30z" fill="#f3d27a" opacity=".55" />
      <path d="M9 31V17l6-3v17zM17 31V10l7-3v24zM26 31V15l5 2v14z" fill="#0a1d30" />
      <path d="M7 32.5h26" stroke="#0a1d30" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The brand name with its monogram, linking home. `light` is for dark backgrounds. */
export function BrandLink(props: { light?: boolean; onNavigate?: () => void; className?: string }) {
  return (
    <Link href="/" onClick={props.onNavigate} className={cn("flex items-center gap-2.5 rounded-md", props.className)}>
      <BrandMark />
      <span className="flex flex-col leading-none">
        <span className={cn("font-display text-xl font-bold tracking-tight", props.light ? "text-white" : "text-brand-900")}>
          {site.name}
        </span>
        <span
          className={cn(
            "mt-1 whitespace-nowrap text-[0.65rem] font-semibold uppercase tracking-[0.2em]",
            props.light ? "text-gold-300" : "text-slate-600",
          )}
        >
          Real Estate Consultancy
        </span>
      </span>
    </Link>
  );
}
