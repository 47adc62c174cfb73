import { ChevronLeft, ChevronRight, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { holidayInputSchema, type Holiday, type HolidayInput } from "@/shared/contract/policies";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { businessTimeZone, formatDate } from "@/web/lib/format";
import { contractResolver, sendForm } from "@/web/lib/form-errors";
import { useAddHoliday, useHolidays, useRemoveHoliday } from "./policies-api";

// The business year, not the browser's: a holiday list is the office's (docs/product.md section 2.5).
const currentYear = () => Number(new Intl.DateTimeFormat("en-CA", { year: "numeric", timeZone: businessTimeZone() }).format(new Date()));
// A holiday is a calendar date: its weekday is the same on every clock (noon UTC of that day, read in UTC).
const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "short", timeZone: "UTC" });
const weekdayOf = (date: string) => weekday.format(new Date(`${date}T12:00:00Z`));

type HolidayForm = { date: string; name: string };
const blank: HolidayForm = { date: "", name: "" };

/** HR's holiday list (docs/product.md section 6.5): days that are not working days and use no leave. */
export function HolidaysSection() {
  const [year, setYear] = useState(currentYear);
  const holidays = useHolidays(year);
  const add = useAddHoliday();
  const remove = useRemoveHoliday();
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const form = useForm<HolidayForm, unknown, HolidayInput>({
    resolver: contractResolver(holidayInputSchema, (values) => values),
    defaultValues: blank,
  });
  const field = { register: form.register, errors: form.formState.errors };

  const submit = form.handleSubmit((input) =>
    sendForm(
      async () => {
        const added = await add.mutateAsync(input);
        // Show the year the new holiday is in, so it is seen being added.
        setYear(Number(added.date.slice(0, 4)));
      },
      { setError: form.setError, success: "Holiday added successfully", failure: "Failed to add holiday", onDone: () => form.reset(blank) },
    ),
  );
  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success("Holiday removed successfully");
      setRemoving(null);
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to remove holiday") });
    }
  }

  return (
    <section aria-labelledby="holidays-heading" className="space-y-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="holidays-heading" className="font-display text-xl font-bold text-brand-900">
          Holidays {year}
        </h3>
        <div className="flex gap-1">
          <Button variant="outline" size="sm" onClick={() => setYear(year - 1)} aria-label={`Show ${year - 1} holidays`}>
            <ChevronLeft aria-hidden="true" />
            {year - 1}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setYear(year + 1)} aria-label={`Show ${year + 1} holidays`}>
            {year + 1}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {holidays.isPending ? (
        <p role="status" className="py-4 text-sm text-slate-600">
          Loading holidays...
        </p>
      ) : holidays.isError ? (
        <p role="alert" className="py-4 text-sm text-red-700">
          {errorMessage(holidays.error, "Could not load the holidays")}
        </p>
      ) : holidays.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No holidays listed for {year}
        </p>
      ) : (
        <ul aria-label={`Holidays in ${year}`} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {holidays.data.map((holiday) => (
            <li key={holiday.id} className="flex items-center gap-3 px-3 py-2 sm:px-4">
              <span className="w-28 shrink-0 text-sm text-slate-600 sm:w-36">
                <span className="font-semibold whitespace-nowrap text-slate-900">{formatDate(holiday.date)}</span>{" "}
                <span className="whitespace-nowrap">{weekdayOf(holiday.date)}</span>
              </span>
              <span className="min-w-0 flex-1 text-sm break-words text-slate-800">{holiday.name}</span>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setRemoving(holiday)}
                aria-label={`Remove ${holiday.name}`}
                className="shrink-0 text-red-700 hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="holiday-form-heading"
        className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start sm:p-4"
      >
        <h4 id="holiday-form-heading" className="text-sm font-semibold text-slate-800 sm:col-span-3">
          Add a holiday
        </h4>
        <FormField form={field} idPrefix="holiday-form" name="date" label="Date" type="date" required />
        <FormField form={field} idPrefix="holiday-form" name="name" label="Name" required placeholder="e.g. Diwali (Lakshmi Puja)" />
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting} className="sm:mt-7">
          <Plus aria-hidden="true" />
          {form.formState.isSubmitting ? "Adding..." : "Add Holiday"}
        </Button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove Holiday"
        message={removing ? `Remove ${removing.name} on ${formatDate(removing.date)}?` : ""}
        note="The day becomes a working day again."
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </section>
  );
}
