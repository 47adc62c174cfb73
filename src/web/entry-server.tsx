import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { caseStudyPath, publicPaths } from "@/shared/routes";
import { App } from "./app/app";
import { metaFor, type PageMeta } from "./app/page-meta";
import { caseStudies } from "./content/case-studies";
import { site } from "./lib/site";

export { metaFor, site };
export type { PageMeta };

/** Every path the prerender writes as a page of its own. */
export function prerenderPaths(): string[] {
  return [...publicPaths, ...caseStudies.map((study) => caseStudyPath(study.id))];
}

export function render(path: string): string {
  return renderToString(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
  );
}
