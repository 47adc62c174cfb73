import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { EXPORT_COUNT_HEADER } from "@/shared/contract/common";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { apiDownload } from "@/web/lib/api-lists";
import { saveBlob } from "@/web/lib/save-blob";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Downloads a server-side CSV export and toasts 'Export Complete' with its record count (docs/product.md section 2.8).
 * `delayMs` keeps the busy state at least that long (the muster is 'generated' for 2 seconds: docs/product.md section 6.8).
 */
export function ExportButton(props: { url: string; label: string; delayMs?: number; busyLabel?: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const [{ blob, fileName, count }] = await Promise.all([apiDownload(props.url, EXPORT_COUNT_HEADER), wait(props.delayMs ?? 0)]);
      saveBlob(blob, fileName);
      toast.success("Export Complete", { description: `${count} record${count === 1 ? "" : "s"} exported to ${fileName}` });
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to export") });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={download} disabled={busy}>
      <Download aria-hidden="true" />
      {busy ? (props.busyLabel ?? "Exporting...") : props.label}
    </Button>
  );
}
