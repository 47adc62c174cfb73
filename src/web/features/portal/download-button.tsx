import { FileDown } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { EXPORT_COUNT_HEADER } from "@/shared/contract/common";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { apiDownload } from "@/web/lib/api-lists";
import { cn } from "@/web/lib/cn";
import { saveBlob } from "@/web/lib/save-blob";

/**
 * Downloads one file (a payslip PDF) under the server's file name and toasts 'Download Complete'.
 * `context` finishes the accessible name ("Payslip" + " for Aarav Deshmukh") without crowding a row.
 * With `disabledReason` the button stays focusable (aria-disabled) so a keyboard or screen reader
 * user still learns why it does nothing; a `disabled` button would be skipped silently.
 */
export function DownloadButton(props: {
  url: string;
  label: string;
  context?: string;
  disabledReason?: string;
  variant?: "outline" | "secondary" | "ghost";
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const blocked = props.disabledReason !== undefined;

  async function download() {
    if (blocked || busy) return;
    setBusy(true);
    try {
      // apiDownload also reads a count header; a single document has none, so the count is ignored.
      const { blob, fileName } = await apiDownload(props.url, EXPORT_COUNT_HEADER);
      saveBlob(blob, fileName);
      toast.success("Download Complete", { description: fileName });
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to download the file") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant={props.variant ?? "outline"}
        size="sm"
        onClick={download}
        disabled={busy}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? reasonId : undefined}
        title={props.disabledReason}
        className={cn("whitespace-nowrap aria-disabled:cursor-not-allowed aria-disabled:opacity-60", props.className)}
      >
        <FileDown aria-hidden="true" />
        {busy ? "Downloading..." : props.label}
        {props.context && !busy ? <span className="sr-only"> {props.context}</span> : null}
      </Button>
      {blocked ? (
        <span id={reasonId} hidden>
          {props.disabledReason}
        </span>
      ) : null}
    </>
  );
}
