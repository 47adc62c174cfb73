import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Field, Input, Select, Textarea } from "@/web/components/ui/field";

/**
 * One form control wired to its form (PATTERNS section 5): label, `aria-invalid`, `aria-describedby`
 * and the field's error message in one place.
 */
export function FormField<Form extends FieldValues>(props: {
  form: { register: UseFormRegister<Form>; errors: FieldErrors<Form> };
  name: Path<Form>;
  label: string;
  idPrefix: string;
  required?: boolean;
  type?: string;
  as?: "input" | "select" | "textarea";
  options?: readonly string[];
  placeholder?: string;
  hint?: string;
  className?: string;
  inputMode?: "numeric" | "text";
}): ReactNode {
  const id = `${props.idPrefix}-${props.name}`;
  const message = props.form.errors[props.name]?.message as string | undefined;
  const wiring = {
    id,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": message ? `${id}-error` : props.hint ? `${id}-hint` : undefined,
    "aria-required": props.required || undefined,
    ...props.form.register(props.name),
  };
  const label = (
    <>
      {props.label}
      {props.required ? (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  return (
    <Field id={id} label={label} error={message} className={props.className}>
      {props.as === "select" ? (
        <Select {...wiring}>
          <option value="">Select...</option>
          {props.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      ) : props.as === "textarea" ? (
        <Textarea {...wiring} placeholder={props.placeholder} className="min-h-24" />
      ) : (
        <Input {...wiring} type={props.type ?? "text"} placeholder={props.placeholder} inputMode={props.inputMode} />
      )}
      {props.hint && !message ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {props.hint}
        </p>
      ) : null}
    </Field>
  );
}
