import type { ReactNode } from "react";
import { Toaster } from "sonner";

/** The providers every page shares; the toasts' own place is `AppToaster` (it depends on the route). */
export function Providers(props: { children: ReactNode }) {
  return <>{props.children}</>;
}

/**
 * docs/product.md section 2.7: one toast at a time, shown for 5000 ms, never over a header. On the public site
 * they sit top right below its fixed header (its height is known); a dashboard's header is in the page and as
 * tall as its buttons make it on a phone, so in the portals they sit at the bottom, where nothing is fixed.
 */
export function AppToaster(props: { portal: boolean }) {
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      position={props.portal ? "bottom-right" : "top-right"}
      offset={props.portal ? { bottom: 24, right: 24 } : { top: 92, right: 24 }}
      mobileOffset={props.portal ? { bottom: 16, left: 16, right: 16 } : { top: 76, left: 16, right: 16 }}
    />
  );
}
