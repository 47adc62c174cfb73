import type { PublicJob } from "@/shared/contract/jobs";

/** Data the server renders a page with (the careers page's openings); absent at build-time prerender. */
export interface PageData {
  jobOpenings?: PublicJob[];
}

let current: PageData = {};

/**
 * Renders with `data` available to serverPageData(). The server renders one page with data at a time
 * (src/server/modules/jobs/careers-page.ts), so a module variable is enough and costs the browser nothing.
 */
export async function withPageData<T>(data: PageData | undefined, render: () => Promise<T>): Promise<T> {
  current = data ?? {};
  try {
    return await render();
  } finally {
    current = {};
  }
}

export const serverPageData = (): PageData => current;
