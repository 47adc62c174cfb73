import { createContext, useContext, type ReactNode } from "react";
import type { Job } from "@/shared/contract/jobs";

/** Data the server renders a page with (the careers page's openings); absent at build-time prerender. */
export interface PageData {
  jobOpenings?: Job[];
}

const PageDataContext = createContext<PageData>({});

export function PageDataProvider(props: { data?: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={props.data ?? {}}>{props.children}</PageDataContext.Provider>;
}

export const usePageData = () => useContext(PageDataContext);
