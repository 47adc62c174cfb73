import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { caseStudyPath, noindexPublicPaths, publicPaths } from "@/shared/routes";
import { App } from "./app/app";
import { withPageData, type PageData } from "./app/page-data";
import { metaFor as metaForPath } from "./app/page-meta";
import type { PageMeta } from "./content/pages";
import { pageModuleFor } from "./app/public-pages";
import { caseStudies } from "./content/case-studies";
import { site } from "./lib/site";

export { pageModuleFor, site };
export type { PageMeta };

/** Title, description and canonical path of a prerendered page, case studies included. */
export function metaFor(path: string, isPortal = false): PageMeta {
  return metaForPath(path, isPortal, caseStudies);
}

/** Every path the prerender writes as a page of its own. */
export function prerenderPaths(): string[] {
  return [...publicPaths, ...noindexPublicPaths, ...caseStudies.map((study) => caseStudyPath(study.id))];
}

/**
 * Renders a path to HTML. The first pass loads the lazily loaded page; the second renders it
 * without suspending, so the HTML has no inline boundary-swap scripts (which the CSP forbids).
 */
export async function render(path: string, data?: PageData): Promise<string> {
  return withPageData(data, async () => {
    await renderOnce(path);
    return renderOnce(path);
  });
}

async function renderOnce(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    // Never outline large boundaries into hidden blocks swapped in by inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
