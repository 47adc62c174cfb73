import { clsx, type ClassValue } from "clsx";

type ClassMerge = (classes: string) => string;
let merge: ClassMerge | undefined;

/**
 * Joins class names. The public site never gives one element two classes for the same property (the
 * primitives' variants are disjoint: Badge sizes and tones, Container widths, the header's link states),
 * so there a join is exact and tailwind-merge (8 KB gzip) stays out of its pages (docs/architecture.md section 9).
 * The portal does pass overriding classes to the primitives (`<Button className="h-8">`): its bundle
 * installs tailwind-merge's conflict resolution before any of its screens renders
 * (src/web/app/portal-class-merge.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merge ? merge(joined) : joined;
}

/** Makes every later `cn` call resolve conflicting classes (the last one wins) with `resolve`. */
export function resolveClassConflicts(resolve: ClassMerge): void {
  merge = resolve;
}
