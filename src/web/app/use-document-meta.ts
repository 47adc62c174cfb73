import { useEffect } from "react";
import type { PageMeta } from "@/web/content/pages";
import { isCaseStudyPath, metaFor } from "./page-meta";

/** Keeps the document title and description in step with client-side navigation. */
export function useDocumentMeta(path: string, isPortal: boolean): void {
  useEffect(() => {
    let current = true;
    const apply = (meta: PageMeta) => {
      if (!current) return;
      document.title = meta.title;
      document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    };
    if (!isPortal && isCaseStudyPath(path)) {
      void import("@/web/content/case-studies").then(({ caseStudies }) => apply(metaFor(path, isPortal, caseStudies)));
    } else {
      apply(metaFor(path, isPortal));
    }
    return () => {
      current = false;
    };
  }, [path, isPortal]);
}
