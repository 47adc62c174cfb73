import { useState } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import type { PeopleArea } from "@/shared/contract/employees";
import { ManagerPicker } from "./manager-picker";

/**
 * The reporting manager picker as a field of a react-hook-form form whose value is the record id as text
 * ("" for none). `current` is the record's manager as stored (an edit), to name the id the form starts with.
 */
export function ManagerField<Form extends FieldValues, Output extends FieldValues>(props: {
  control: Control<Form, unknown, Output>;
  name: Path<Form>;
  id: string;
  label: string;
  area: PeopleArea;
  current?: { id: number | null; name: string | null };
  excludeId?: number;
}) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const [picked, setPicked] = useState<{ value: string; name: string } | null>(null);
  const value = String(field.value ?? "");
  const stored = props.current?.id != null && String(props.current.id) === value ? props.current.name : null;
  const name = value === "" ? null : picked?.value === value ? picked.name : stored;
  return (
    <ManagerPicker
      id={props.id}
      label={props.label}
      area={props.area}
      value={value}
      name={name}
      excludeId={props.excludeId}
      error={fieldState.error?.message}
      hint="Optional: an active employee"
      onChange={(next, nextName) => {
        setPicked(nextName === null ? null : { value: next, name: nextName });
        field.onChange(next);
      }}
    />
  );
}
