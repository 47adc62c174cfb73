import { lazy, Suspense } from "react";
import { Router, useLocation } from "wouter";
import { allPortalPaths } from "@/shared/routes";
import { PageDataProvider, type PageData } from "./page-data";
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

/** The whole web app; `ssrPath` is set when rendering on the server, `data` when the server renders a page with data. */
export function App(props: { ssrPath?: string; data?: PageData }) {
  return (
    <Providers>
      <Router ssrPath={props.ssrPath}>
        <PageDataProvider data={props.data}>
          <Screens />
        </PageDataProvider>
      </Router>
    </Providers>
  );
}
