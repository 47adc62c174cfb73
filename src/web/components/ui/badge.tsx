import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

const badgeVariants = cva("inline-flex items-center rounded-full font-semibold", {
  // Size and tone each own their properties: cn only joins on the public site (src/web/lib/cn.ts).
  variants: {
    size: {
      md: "px-3 py-1 text-xs",
      lg: "px-4 py-1.5 text-sm",
    },
    tone: {
      brand: "bg-brand-100 text-brand-800",
      gold: "bg-gold-300/40 text-brand-900",
      green: "bg-emerald-100 text-emerald-800",
      blue: "bg-sky-100 text-sky-800",
      yellow: "bg-amber-100 text-amber-800",
      grey: "bg-slate-100 text-slate-700",
      red: "bg-red-100 text-red-800",
      light: "bg-white/15 text-white ring-1 ring-white/30",
      solidGreen: "bg-emerald-700 text-white",
      solidBlue: "bg-sky-700 text-white",
      solidGold: "bg-gold-500 text-brand-900",
    },
  },
  defaultVariants: { size: "md", tone: "brand" },
});

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, size, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ size, tone }), className)} {...props} />;
}
