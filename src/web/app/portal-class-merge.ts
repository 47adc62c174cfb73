import { twMerge } from "tailwind-merge";
import { resolveClassConflicts } from "@/web/lib/cn";

// Imported first by portal-routes.tsx, so it runs before any portal module: the portal's screens pass
// classes that override the primitives' own (src/web/lib/cn.ts), which tailwind-merge resolves.
resolveClassConflicts(twMerge);
