import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { ApiRequestError, errorMessage } from "./api";

interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * A react-hook-form resolver that turns the form's text values into the API payload (`toInput`) and
 * checks it with the contract's schema, so the form shows exactly the messages the server would send.
 * The form submits the payload, not the schema's output.
 */
export function contractResolver<Form extends FieldValues, Input extends FieldValues>(
  schema: SafeParser<unknown>,
  toInput: (values: Form) => Input,
): Resolver<Form, unknown, Input> {
  return async (values) => {
    const input = toInput(values);
    const result = schema.safeParse(input);
    if (result.success) return { values: input, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "root");
      errors[field] ??= { type: "validation", message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Form> };
  };
}

/** The `fieldErrors` of an error answer (docs/product.md section 2.4), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiRequestError)) return {};
  try {
    const parsed = JSON.parse(error.body) as { fieldErrors?: unknown };
    return parsed.fieldErrors && typeof parsed.fieldErrors === "object" ? (parsed.fieldErrors as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

/** Puts a 400's `fieldErrors` on the form's fields; answers whether there were any. */
export function applyServerErrors<Form extends FieldValues>(error: unknown, setError: UseFormSetError<Form>): boolean {
  const entries = Object.entries(fieldErrorsOf(error));
  for (const [field, messages] of entries) setError(field as Path<Form>, { type: "server", message: messages[0] });
  return entries.length > 0;
}

/**
 * Sends a dialog's form (docs/architecture.md section 9): on success the success toast and `onDone`; on failure the
 * server's field errors under their fields and an 'Error' toast with its message, or `failure`.
 */
export async function sendForm<Form extends FieldValues>(
  send: () => Promise<unknown>,
  options: { setError: UseFormSetError<Form>; success: string; failure: string; onDone: () => void },
): Promise<void> {
  try {
    await send();
    toast.success(options.success);
    options.onDone();
  } catch (error) {
    applyServerErrors(error, options.setError);
    toast.error("Error", { description: errorMessage(error, options.failure) });
  }
}
