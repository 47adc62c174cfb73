import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Serious and critical axe-core violations on the page (or inside `include`), each with the
 * elements it found. A full axe run takes seconds on a busy machine: tests using it call test.slow().
 */
export async function blockingViolations(page: Page, options: { include?: string; exclude?: string } = {}): Promise<string[]> {
  // Only violations are read: axe then skips building the details of every passing node, most of its work.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}
