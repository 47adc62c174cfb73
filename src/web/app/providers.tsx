import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "@/web/lib/query-client";

/** SPEC section 9: one toast at a time, shown for 5000 ms. */
export function Providers(props: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {props.children}
      <Toaster visibleToasts={1} duration={5000} richColors closeButton position="top-right" />
    </QueryClientProvider>
  );
}
