import { lazy, Suspense } from "react";
import { Router, useLocation } from "wouter";
import { allPortalPaths } from "@/shared/routes";
import { Providers } from "./providers";
import { PublicLayout } from "./public-layout";
import { PublicRoutes } from "./public-routes";
import { useDocumentMeta } from "./use-document-meta";

const PortalRoutes = lazy(() => import("./portal-routes").then((module) => ({ default: module.PortalRoutes })));

export const isPortalPath = (path: string) => allPortalPaths.includes(path);

function Screens() {
  const [path] = useLocation();
  const portal = isPortalPath(path);
  useDocumentMeta(path, portal);
  if (portal) {
    return (
      <Suspense fallback={<div className="min-h-screen bg-slate-50" aria-busy="true" />}>
        <PortalRoutes />
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <PublicRoutes />
      </Suspense>
    </PublicLayout>
  );
}

/** The whole web app; `ssrPath` is set when prerendering. */
export function App(props: { ssrPath?: string }) {
  return (
    <Providers>
      <Router ssrPath={props.ssrPath}>
        <Screens />
      </Router>
    </Providers>
  );
}
