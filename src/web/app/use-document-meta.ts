import { useEffect } from "react";
import { metaFor } from "./page-meta";

/** Keeps the document title and description in step with client-side navigation. */
export function useDocumentMeta(path: string, isPortal: boolean): void {
  useEffect(() => {
    const meta = metaFor(path, isPortal);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  }, [path, isPortal]);
}
