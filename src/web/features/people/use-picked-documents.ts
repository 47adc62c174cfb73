import { useState } from "react";
import { DOCUMENT_MAX_BYTES, documentExtensions, documentMessages } from "@/shared/contract/employee-documents";
import type { PeopleArea } from "@/shared/contract/employees";
import { ApiRequestError, errorMessage } from "@/web/lib/api";
import { uploadDocument } from "./upload-documents";

export interface UploadProgress {
  /** 0-based position of the file being sent. */
  index: number;
  total: number;
  name: string;
  fraction: number;
}
export interface UploadFailure {
  name: string;
  message: string;
}

/** The server checks again by content; this only saves sending a file it is bound to refuse. */
export function documentProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!documentExtensions.some((extension) => name.endsWith(extension))) return documentMessages.type(file.name);
  if (file.size > DOCUMENT_MAX_BYTES) return documentMessages.size(file.name);
  return null;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return errorMessage(error, `Upload failed (${error.status})`);
  return error instanceof Error ? error.message : "Upload failed";
}

/** The files picked in the employee form, and their upload one at a time (under `area`) once the record exists. */
export function usePickedDocuments(area: PeopleArea) {
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const add = (picked: readonly File[]) => {
    const accepted = picked.filter((file) => documentProblem(file) === null);
    setRefused(picked.flatMap((file) => documentProblem(file) ?? []));
    setFiles((current) => [...current, ...accepted.filter((file) => !current.some((kept) => sameFile(kept, file)))]);
  };
  const remove = (index: number) => setFiles((current) => current.filter((_, position) => position !== index));
  const clear = () => {
    setFiles([]);
    setRefused([]);
    setProgress(null);
  };

  /** Sends each file in turn; a refused file does not stop the others. Answers the failures. */
  const uploadAll = async (employeeRecordId: number): Promise<UploadFailure[]> => {
    const failures: UploadFailure[] = [];
    for (const [index, file] of files.entries()) {
      setProgress({ index, total: files.length, name: file.name, fraction: 0 });
      try {
        await uploadDocument(employeeRecordId, file, (fraction) => setProgress((current) => current && { ...current, fraction }), area);
      } catch (error) {
        failures.push({ name: file.name, message: failureMessage(error) });
      }
    }
    setProgress(null);
    return failures;
  };

  return { files, refused, progress, add, remove, clear, uploadAll };
}
