import { employeeDocumentsPath, type EmployeeDocument } from "@/shared/contract/employee-documents";
import type { PeopleArea } from "@/shared/contract/employees";
import { ApiRequestError } from "@/web/lib/api";

function serverMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") return parsed.message;
  } catch {
    // not JSON
  }
  return undefined;
}

/**
 * Uploads one document to an employee record under the caller's area (multipart, field "files"). XMLHttpRequest rather than
 * fetch because only it reports upload progress. Like `send` in lib/api.ts the session is the httpOnly
 * cookie (no session header exists to add); the server's same-origin check reads Sec-Fetch-Site.
 * A refusal rejects with an ApiRequestError whose message is the server's `message` (400 type, 413 size).
 */
export function uploadDocument(
  employeeRecordId: number,
  file: File,
  onProgress: (fraction: number) => void,
  area: PeopleArea,
): Promise<EmployeeDocument[]> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", employeeDocumentsPath(employeeRecordId, area));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        try {
          resolve(JSON.parse(body) as EmployeeDocument[]);
        } catch {
          reject(new Error("The server's answer to the upload could not be read"));
        }
        return;
      }
      const message = serverMessage(body);
      const error = new ApiRequestError(request.status, body || request.statusText, message);
      if (message) error.message = message;
      reject(error);
    };
    request.onerror = () => reject(new Error("The upload failed: check the connection and try again"));
    request.onabort = () => reject(new Error("The upload was cancelled"));
    const form = new FormData();
    form.append("files", file, file.name);
    request.send(form);
  });
}
