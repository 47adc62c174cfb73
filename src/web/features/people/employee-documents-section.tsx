import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { EmployeeDocument } from "@/shared/contract/employee-documents";
import type { PeopleArea } from "@/shared/contract/employees";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { ListStateText } from "@/web/components/portal/list-state";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { formatDateTime } from "@/web/lib/format";
import { downloadDocument, useDeleteDocument, useDocuments } from "./people-api";
import { sizeInMb } from "./person";

/** The stored MIME types (checked by content on upload) as people call them. */
const typeLabels: Record<string, string> = {
  "application/pdf": "PDF",
  "application/msword": "Word",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
  "image/jpeg": "JPG",
  "image/png": "PNG",
};

/** The documents kept with the record: each downloadable under its own name, or deleted after a confirmation. */
export function EmployeeDocumentsSection({ employeeId, area }: { employeeId: number; area: PeopleArea }) {
  const documents = useDocuments(employeeId, area);
  const remove = useDeleteDocument(employeeId, area);
  const [deleting, setDeleting] = useState<EmployeeDocument | null>(null);
  const download = (document: EmployeeDocument) =>
    downloadDocument(employeeId, document, area).catch((error: unknown) =>
      toast.error("Error", { description: errorMessage(error, "Failed to download the document") }),
    );
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success("Document deleted");
        setDeleting(null);
      },
      onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to delete the document") }),
    });

  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-800">Documents</h4>
      {documents.isPending || documents.isError || documents.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          <ListStateText
            state={documents.isPending ? "loading" : documents.isError ? "error" : "empty"}
            loading="Loading documents..."
            error={errorMessage(documents.error, "Could not load the documents")}
            empty={area === "admin" ? "No documents yet. Add them with Edit." : "No documents yet."}
          />
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {documents.data.map((document) => (
            <li key={document.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{document.name}</p>
                <p className="text-xs text-slate-600">
                  {typeLabels[document.type] ?? document.type} · {sizeInMb(document.size)} · uploaded {formatDateTime(document.uploadedAt)}
                  {document.uploadedBy ? ` by ${document.uploadedBy}` : ""}
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button variant="ghost" size="sm" onClick={() => void download(document)} aria-label={`Download ${document.name}`}>
                  <Download aria-hidden="true" />
                  Download
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(document)} aria-label={`Delete ${document.name}`}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Document"
        message={`Delete ${deleting?.name ?? "this document"}?`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
