import { hrAttendanceMessages, monthParam } from "@/shared/contract/hr-attendance";
import { FormField } from "@/web/components/ui/form-field";
import { zonedFormat } from "@/web/lib/format";

const yearMonth = zonedFormat("en-CA", { year: "numeric", month: "2-digit" });

/** This month (YYYY-MM) in the business time zone, not the browser's: the latest month a picker offers. */
export function currentBusinessMonth(now = new Date()): string {
  const parts = yearMonth().formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}`;
}

/** Browsers without a month picker show a text box: the contract's format and the server's no-future rule, said early. */
export function monthError(value: string, max: string): string | undefined {
  if (!monthParam.safeParse(value).success) return hrAttendanceMessages.month;
  return value > max ? hrAttendanceMessages.futureMonth : undefined;
}

/** A labelled month input ('Month') with its error under it. */
export function MonthField(props: { id: string; value: string; max: string; onChange: (value: string) => void; error?: string }) {
  return (
    <FormField
      id={props.id}
      label="Month"
      type="month"
      value={props.value}
      max={props.max}
      placeholder="YYYY-MM"
      onChange={(value) => props.onChange(value.trim())}
      error={props.error}
      controlClassName="sm:w-56"
    />
  );
}
