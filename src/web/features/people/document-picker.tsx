import { FileText, X } from "lucide-react";
import { documentExtensions } from "@/shared/contract/employee-documents";
import { Button } from "@/web/components/ui/button";
import { sizeInMb } from "./person";
import type { UploadProgress } from "./use-picked-documents";

/** "1.25 MB" (each file shows its size in MB: docs/product.md section 7.4). */

/** The multi-file picker of the Bank & Document Details section; files are uploaded after the record is saved. */
export function DocumentPicker(props: {
  idPrefix: string;
  files: readonly File[];
  refused: readonly string[];
  progress: UploadProgress | null;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const id = `${props.idPrefix}-documents`;
  const described = [`${id}-hint`, props.refused.length > 0 ? `${id}-refused` : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-3 sm:col-span-2 lg:col-span-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Documents
        </label>
        <input
          id={id}
          type="file"
          multiple
          accept={documentExtensions.join(",")}
          disabled={props.disabled}
          aria-describedby={described}
          onChange={(event) => {
            props.onAdd(Array.from(event.target.files ?? []));
            // Cleared so that a removed file can be picked again.
            event.target.value = "";
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Accepted: PDF, DOC, DOCX, JPG, JPEG and PNG, up to 10 MB each. They are uploaded when the employee is saved.
        </p>
        {props.refused.length > 0 ? (
          <ul id={`${id}-refused`} role="alert" className="space-y-0.5 text-sm text-red-600">
            {props.refused.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>

      {props.files.length > 0 ? (
        <ul aria-label="Files to upload" className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {props.files.map((file, index) => (
            <li key={`${index}-${file.name}`} className="flex items-center gap-3 px-3 py-2 text-sm">
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-slate-800" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-slate-600">{sizeInMb(file.size)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                aria-label={`Remove ${file.name}`}
                disabled={props.disabled}
                onClick={() => props.onRemove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {/* Always present, so screen readers announce each file as its upload starts. */}
      <div role="status">{props.progress ? <UploadBar id={`${id}-upload`} progress={props.progress} /> : null}</div>
    </div>
  );
}

function UploadBar({ id, progress }: { id: string; progress: UploadProgress }) {
  const percent = Math.round(progress.fraction * 100);
  const labelId = `${id}-label`;
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm text-slate-700">
        Uploading {progress.index + 1} of {progress.total}: {progress.name}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-2 rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
