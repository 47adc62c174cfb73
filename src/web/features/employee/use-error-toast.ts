import { useEffect } from "react";
import { toast } from "sonner";

/** One 'Error' toast when a query fails (the toast id keeps it to one however often it re-renders). */
export function useErrorToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) toast.error(message, { id: message });
  }, [failed, message]);
}
