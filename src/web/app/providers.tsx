import type { ReactNode } from "react";
import { Toaster } from "sonner";

/** docs/product.md section 2.7: one toast at a time, shown for 5000 ms; below the fixed site header, not over its buttons. */
export function Providers(props: { children: ReactNode }) {
  return (
    <>
      {props.children}
      <Toaster
        visibleToasts={1}
        duration={5000}
        richColors
        closeButton
        position="top-right"
        offset={{ top: 92, right: 24 }}
        mobileOffset={{ top: 76, left: 16, right: 16 }}
      />
    </>
  );
}
