import { useCallback, useRef, useState, type FormEvent } from "react";
import type { FieldErrors, Path, UseFormRegisterReturn } from "react-hook-form";

/** A form's check of its values: the values to send (the schema's output), or each invalid field's first message. */
export type Validation<Values, Output> = { values: Output } | { errors: Partial<Record<keyof Values, string>> };

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Validation by a zod schema, as @hookform/resolvers/zod reports it: the parsed output, or the first
 * issue's message for each field.
 */
export function schemaValidation<Values, Output>(
  schema: {
    safeParse(
      data: unknown,
    ): { success: true; data: Output } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  values: Values,
): Validation<Values, Output> {
  const result = schema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]) as keyof Values;
    errors[name] ??= issue.message;
  }
  return { errors };
}

/**
 * Form state for the public site's small text forms (the contact form), with react-hook-form's behaviour
 * and `register`/`errors` shape, so FormField wires the controls exactly as in the portal's forms: the
 * controls are uncontrolled (values read from them on submit), the first submit validates everything and
 * focuses the first invalid field, and from then on each change checks its own field again (react-hook-form's
 * defaults, mode "onSubmit" and reValidateMode "onChange"). react-hook-form itself is 12.5 KB gzip, a
 * tenth of a public page's JavaScript budget (docs/architecture.md section 9); the portal keeps it. `fields` names the form's
 * controls in their order on the page, with the values `reset` puts back.
 */
export function useSchemaForm<Values extends Record<string, string>, Output>(options: {
  fields: Values;
  validate: (values: Values) => Promise<Validation<Values, Output>>;
}) {
  const { fields, validate } = options;
  const controls = useRef(new Map<string, Control>());
  const submitted = useRef(false);
  const [messages, setMessages] = useState<Partial<Record<keyof Values, string>>>({});

  const read = () =>
    Object.fromEntries(Object.keys(fields).map((name) => [name, controls.current.get(name)?.value ?? fields[name]])) as Values;

  function register<Name extends Path<Values>>(name: Name): UseFormRegisterReturn<Name> {
    return {
      name,
      ref: (element: Control | null) => {
        if (element) controls.current.set(name, element);
        else controls.current.delete(name);
      },
      onBlur: async () => undefined,
      onChange: async () => {
        if (!submitted.current) return;
        const result = await validate(read());
        const message = "errors" in result ? result.errors[name] : undefined;
        setMessages((current) => ({ ...current, [name]: message }));
      },
    };
  }

  const handleSubmit = (onValid: (values: Output) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const result = await validate(read());
    submitted.current = true;
    if ("errors" in result) {
      setMessages(result.errors);
      const firstInvalid = Object.keys(fields).find((name) => result.errors[name]);
      if (firstInvalid) controls.current.get(firstInvalid)?.focus();
      return;
    }
    setMessages({});
    await onValid(result.values);
  };

  const reset = () => {
    for (const [name, control] of controls.current) control.value = fields[name] ?? "";
    submitted.current = false;
    setMessages({});
  };

  const errors = Object.fromEntries(
    Object.entries(messages).flatMap(([name, message]) => (message ? [[name, { type: "validate", message }]] : [])),
  ) as FieldErrors<Values>;

  // Stable, as react-hook-form's is: a form focuses a field from an effect that depends on it.
  const setFocus = useCallback((name: keyof Values & string) => controls.current.get(name)?.focus(), []);

  return { register, errors, handleSubmit, reset, setFocus };
}
