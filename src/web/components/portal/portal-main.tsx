import type { ReactNode } from "react";

/** The page body under a dashboard header. */
export function PortalMain(props: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      {props.children}
    </main>
  );
}
