import type { ReactNode } from "react";
import { Toaster } from "sonner";

/** SPEC section 9: one toast at a time, shown for 5000 ms. */
export function Providers(props: { children: ReactNode }) {
  return (
    <>
      {props.children}
      <Toaster visibleToasts={1} duration={5000} richColors closeButton position="top-right" />
    </>
  );
}
