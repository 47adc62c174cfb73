import type { ComponentProps, ComponentType, ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Field, Input, Select, Textarea } from "./field";

type InputProps = Omit<ComponentProps<"input">, "type">;
type Option = string | { value: string; label: string };

interface FieldProps {
  label: string;
  /** A red star after the label and `aria-required`. */
  required?: boolean;
  /** No visible label: the control is named by `aria-label` (a cell of a table whose row says what it is). */
  hideLabel?: boolean;
  /** A note under the control, `${id}-hint`; an error replaces it unless `keepHint`. */
  hint?: ReactNode;
  /** The hint stays beside an error (a rule needed to fix it); the control is described by both. */
  keepHint?: boolean;
  /** The id of a note elsewhere on the page that describes the control while it has no error. */
  describedBy?: string;
  /** The wrapper's classes (grid span, spacing). */
  className?: string;
  /** The control's classes (width, height). */
  controlClassName?: string;
  /** The error message's classes, where a tight space (a table cell) wants it smaller. */
  errorClassName?: string;
  /** A text box (default), a select, a text area, or an input component such as PasswordInput. */
  as?: "input" | "select" | "textarea" | ComponentType<InputProps>;
  type?: string;
  /** A select's options after its empty first one (`emptyOption`, "Select..." unless given). */
  options?: readonly Option[];
  emptyOption?: string;
  placeholder?: string;
  inputMode?: ComponentProps<"input">["inputMode"];
  autoComplete?: string;
  min?: string | number;
  max?: string | number;
  step?: number;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
  /** A text box or area shown but not editable (its value is still sent); say why in `hint`. */
  readOnly?: boolean;
}

/** A field of a react-hook-form form: registered by `name`, its error taken from the form. */
interface RegisteredProps<Form extends FieldValues> extends FieldProps {
  form: { register: UseFormRegister<Form>; errors: FieldErrors<Form> };
  name: Path<Form>;
  /** The control's id is `${idPrefix}-${name}`, or `id`, or the name alone. */
  idPrefix?: string;
  id?: string;
}

/** A field kept in the caller's state: its value, change and error given. */
interface ControlledProps extends FieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The one way a form control is wired: label, `aria-invalid`, `aria-required`,
 * `aria-describedby` (error, hint or note) and the error message, in one place.
 */
export function FormField<Form extends FieldValues>(props: RegisteredProps<Form> | ControlledProps): ReactNode {
  const registered = "form" in props;
  const id = registered ? (props.id ?? (props.idPrefix ? `${props.idPrefix}-${props.name}` : props.name)) : props.id;
  const message = registered ? (props.form.errors[props.name]?.message as string | undefined) : props.error;
  const showHint = Boolean(props.hint) && (props.keepHint || !message);
  const described = message
    ? [`${id}-error`, showHint ? `${id}-hint` : ""].filter(Boolean).join(" ")
    : showHint
      ? `${id}-hint`
      : props.describedBy;
  const binding = registered
    ? props.form.register(props.name)
    : { value: props.value, onChange: (event: { target: { value: string } }) => props.onChange(event.target.value) };
  const wiring = {
    id,
    "aria-label": props.hideLabel ? props.label : undefined,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": described,
    "aria-required": props.required || undefined,
    disabled: props.disabled,
    ...binding,
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
  const text = { placeholder: props.placeholder, autoComplete: props.autoComplete, maxLength: props.maxLength, readOnly: props.readOnly };
  const input = {
    ...text,
    inputMode: props.inputMode,
    min: props.min,
    max: props.max,
    step: props.step,
    className: props.controlClassName,
  };
  const Control = props.as;

  return (
    <Field
      id={id}
      label={label}
      hideLabel={props.hideLabel}
      error={message}
      errorClassName={props.errorClassName}
      className={props.className}
    >
      {Control === "select" ? (
        <Select {...wiring} autoComplete={props.autoComplete} className={props.controlClassName}>
          <option value="">{props.emptyOption ?? "Select..."}</option>
          {props.options?.map((option) => {
            const { value, label: name } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {name}
              </option>
            );
          })}
        </Select>
      ) : Control === "textarea" ? (
        <Textarea {...wiring} {...text} rows={props.rows} className={props.controlClassName ?? "min-h-24"} />
      ) : Control === undefined || Control === "input" ? (
        <Input {...wiring} {...input} type={props.type ?? "text"} />
      ) : (
        <Control {...wiring} {...input} />
      )}
      {showHint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {props.hint}
        </p>
      ) : null}
    </Field>
  );
}
