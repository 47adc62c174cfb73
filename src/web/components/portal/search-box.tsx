import { Search } from "lucide-react";
import { Input } from "@/web/components/ui/field";

/** A search field whose placeholder is also its (visually hidden) label. */
export function SearchBox(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative flex-1">
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <Input
        id={props.id}
        type="search"
        placeholder={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
