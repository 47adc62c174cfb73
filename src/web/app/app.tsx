import { lazy, Suspense, useEffect } from "react";
import { Router, useLocation } from "wouter";
import { allPortalPaths } from "@/shared/routes";
import { AppToaster, Providers } from "./providers";
import { PublicLayout } from "./public-layout";
import { PublicRoutes } from "./public-routes";
import { useDocumentMeta } from "./use-document-meta";

const PortalRoutes = lazy(() => import("./portal-routes").then((module) => ({ default: module.PortalRoutes })));

export const isPortalPath = (path: string) => allPortalPaths.includes(path);

/**
 * Marks the page as interactive once React has taken it over (`<html data-app-ready>`): public pages start
 * their scripts after the first paint, so a click before then does nothing; the end-to-end tests wait for it.
 */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
}

function Screens() {
  useReadyMark();
  const [path] = useLocation();
  const portal = isPortalPath(path);
  useDocumentMeta(path, portal);
  // One Toaster in the same place for both branches, so a toast survives the move between site and portal.
  return (
    <>
      <AppToaster eager={portal} />
      {portal ? (
        <Suspense fallback={<div className="min-h-screen bg-slate-50" aria-busy="true" />}>
          <PortalRoutes />
        </Suspense>
      ) : (
        <PublicLayout>
          <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
            <PublicRoutes />
          </Suspense>
        </PublicLayout>
      )}
    </>
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
