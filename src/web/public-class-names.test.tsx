import { twMerge } from "tailwind-merge";
import { afterAll, describe, expect, it } from "vitest";
import { prerenderPaths, render } from "./entry-server";
import { resolveClassConflicts } from "./lib/cn";

/**
 * On the public site cn only joins classes (src/web/lib/cn.ts: tailwind-merge is the portal's), so no
 * element of a public page may get two classes for one property: which one wins would depend on the
 * stylesheet's order, not on the call. Every prerendered page is rendered with a resolver that notes each
 * call tailwind-merge would have changed.
 */
describe("public pages' class names", () => {
  const conflicts = new Set<string>();
  resolveClassConflicts((classes) => {
    const merged = twMerge(classes);
    const sorted = (value: string) => value.split(/\s+/).filter(Boolean).sort().join(" ");
    if (sorted(merged) !== sorted(classes)) conflicts.add(`${classes}\n  tailwind-merge: ${merged}`);
    return classes;
  });
  afterAll(() => resolveClassConflicts((classes) => classes));

  it("never give one element two classes for the same property", async () => {
    for (const path of [...prerenderPaths(), "/this-page-does-not-exist", "/projects/0"]) await render(path);
    expect([...conflicts]).toEqual([]);
  }, 120_000);
});
