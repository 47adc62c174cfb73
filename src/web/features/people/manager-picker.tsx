import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { type PeopleArea } from "@/shared/contract/employees";
import { employeeOptionsPath, type EmployeeOption } from "@/shared/contract/reporting-manager";
import { Field, Input } from "@/web/components/ui/field";
import { cn } from "@/web/lib/cn";

/** How long typing pauses before the list is asked for. */
const SEARCH_PAUSE_MS = 200;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export interface ManagerPickerProps {
  id: string;
  label: string;
  area: PeopleArea;
  /** The chosen person's record id as the form keeps it ("" for none) and their name. */
  value: string;
  name: string | null;
  onChange: (value: string, name: string | null) => void;
  /** The record being edited: never offered as its own manager. */
  excludeId?: number;
  error?: string;
  hint?: string;
}

/**
 * The reporting manager picker (docs/product.md section 9.20): a combobox (WAI-ARIA 1.2, list
 * autocomplete) over the active people whose name, employee ID or designation contains what is typed.
 * Arrow keys move through the choices, Enter picks one, Escape closes the list. Typing drops the choice
 * until a name is picked again; leaving the field without picking shows the choice as it stands.
 */
export function ManagerPicker(props: ManagerPickerProps) {
  const listId = useId();
  const [text, setText] = useState(props.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useSettled(text === props.name ? "" : text);
  const options = useQuery<EmployeeOption[]>({ queryKey: [employeeOptionsPath(props.area), { search }], enabled: open });
  const choices = (options.data ?? []).filter((option) => option.id !== props.excludeId);

  // The form was reset or filled (a dialog opened on another record): show its choice. Not when the
  // change is the typing's own (dropping the choice): that would wipe what is being typed.
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current) typed.current = false;
    else setText(props.name ?? "");
  }, [props.value, props.name]);

  const pick = (option: EmployeeOption) => {
    props.onChange(String(option.id), option.name);
    setText(option.name);
    setOpen(false);
  };
  const close = () => {
    setOpen(false);
    setText(props.value === "" ? "" : (props.name ?? ""));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (choices.length === 0 ? 0 : (current + step + choices.length) % choices.length));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const chosen = choices[active];
      if (chosen) pick(chosen);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };

  const describedBy =
    [props.error ? `${props.id}-error` : "", props.hint && !props.error ? `${props.id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const activeId = open && choices[active] ? `${listId}-${choices[active].id}` : undefined;
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <div className="relative">
        <Input
          id={props.id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder="Search by name, ID or designation"
          value={text}
          className={props.value ? "pr-10" : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
            if (props.value !== "") {
              typed.current = true;
              props.onChange("", null);
            }
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {props.value ? (
          <button
            type="button"
            aria-label={`Clear ${props.label.toLowerCase()}`}
            className="absolute right-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded text-slate-600 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => {
              props.onChange("", null);
              setText("");
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label={props.label}
          hidden={!open}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {choices.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${option.id}`}
              role="option"
              aria-selected={index === active}
              className={cn("cursor-pointer px-3 py-2 text-sm", index === active ? "bg-brand-50 text-brand-900" : "text-slate-800")}
              // Keeps the focus in the field, so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(option)}
            >
              <span className="font-medium">{option.name}</span>
              <span className="block text-xs text-slate-600">
                {[option.employeeId, option.designation, option.department].filter(Boolean).join(" · ")}
              </span>
            </li>
          ))}
          {open && options.isSuccess && choices.length === 0 ? (
            <li role="option" aria-disabled="true" aria-selected="false" className="px-3 py-2 text-sm text-slate-600">
              No active employee matches
            </li>
          ) : null}
          {open && options.isError ? (
            <li role="option" aria-disabled="true" aria-selected="false" className="px-3 py-2 text-sm text-red-700">
              Could not load the list: try again
            </li>
          ) : null}
        </ul>
      </div>
      {props.hint && !props.error ? (
        <p id={`${props.id}-hint`} className="text-xs text-slate-600">
          {props.hint}
        </p>
      ) : null}
    </Field>
  );
}
