import { Loader2, Settings as SettingsIcon } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useForm, useWatch, type FieldError, type FieldErrors, type Path, type Resolver, type UseFormSetError } from "react-hook-form";
import {
  bankFileLayoutLabels,
  bankFileLayouts,
  payDayBases,
  settingsInputSchema,
  weekdays,
  type BankFileLayout,
  type PayDayBasis,
  type Settings,
} from "@/shared/contract/settings";
import { FormField } from "@/web/components/ui/form-field";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { FieldErrorMessage } from "@/web/components/ui/field";
import { sendForm } from "@/web/lib/form-errors";
import { site } from "@/web/lib/site";
import { useSaveSettings, useSettings } from "./settings-api";

/** The form's values: numbers typed as text, the weekly off days as the checked boxes' values ("0" = Sunday). */
interface SettingsForm {
  shiftStart: string;
  shiftEnd: string;
  graceMinutes: string;
  weeklyOffDays: string[];
  geofenceOn: boolean;
  latitude: string;
  longitude: string;
  radiusMetres: string;
  payDayBasis: PayDayBasis;
  inquiryAcknowledgement: boolean;
  bankFileLayout: BankFileLayout;
  debitAccountNumber: string;
  debitIfsc: string;
}

const payDayBasisLabels: Record<PayDayBasis, string> = {
  calendar: "Calendar days of the month",
  "30": "30 days",
  "26": "26 days",
};

const DEFAULT_RADIUS_METRES = 200;
const id = "settings-form";

/** Empty text is not zero: it fails the schema's number check with the field's own message. */
const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));

const toForm = (settings: Settings): SettingsForm => ({
  shiftStart: settings.shiftStart,
  shiftEnd: settings.shiftEnd,
  graceMinutes: String(settings.graceMinutes),
  weeklyOffDays: settings.weeklyOffDays.map(String),
  geofenceOn: settings.geofence !== null,
  // With no geofence yet, the office address's coordinates are a starting point.
  latitude: String(settings.geofence?.latitude ?? site.geo.latitude),
  longitude: String(settings.geofence?.longitude ?? site.geo.longitude),
  radiusMetres: String(settings.geofence?.radiusMetres ?? DEFAULT_RADIUS_METRES),
  payDayBasis: settings.payDayBasis,
  inquiryAcknowledgement: settings.inquiryAcknowledgement,
  bankFileLayout: settings.bankFileLayout,
  debitAccountNumber: settings.debitAccountNumber ?? "",
  debitIfsc: settings.debitIfsc ?? "",
});

const toInput = (form: SettingsForm): Settings => ({
  shiftStart: form.shiftStart,
  shiftEnd: form.shiftEnd,
  graceMinutes: numberOf(form.graceMinutes),
  weeklyOffDays: (form.weeklyOffDays ?? []).map(Number).sort((a, b) => a - b),
  geofence: form.geofenceOn
    ? { latitude: numberOf(form.latitude), longitude: numberOf(form.longitude), radiusMetres: numberOf(form.radiusMetres) }
    : null,
  payDayBasis: form.payDayBasis,
  inquiryAcknowledgement: form.inquiryAcknowledgement,
  bankFileLayout: form.bankFileLayout,
  debitAccountNumber: form.debitAccountNumber,
  debitIfsc: form.debitIfsc,
});

/** The form field that shows an error found at `path` (the schema's issue path or the server's `fieldErrors` key). */
function fieldOf(path: string): Path<SettingsForm> {
  const [first, second] = path.split(".");
  if (first === "geofence") return second === "latitude" || second === "longitude" || second === "radiusMetres" ? second : "geofenceOn";
  const own = [
    "shiftStart",
    "shiftEnd",
    "graceMinutes",
    "weeklyOffDays",
    "payDayBasis",
    "inquiryAcknowledgement",
    "bankFileLayout",
    "debitAccountNumber",
    "debitIfsc",
  ] as const;
  if (own.includes(first as (typeof own)[number])) return first as (typeof own)[number];
  return "shiftStart";
}

/** Like `contractResolver`, but nested issues (geofence.latitude, weeklyOffDays.2) land on their own fields. */
const resolver: Resolver<SettingsForm, unknown, Settings> = async (values) => {
  const input = toInput(values);
  const result = settingsInputSchema.safeParse(input);
  if (result.success) return { values: input, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) errors[fieldOf(issue.path.join("."))] ??= { type: "validation", message: issue.message };
  return { values: {}, errors: errors as FieldErrors<SettingsForm> };
};

/** The admin header's Settings button: working time (shift, grace, weekly off), the office geofence and the salary bank file. */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The dialog has no Radix trigger to return focus to: give it back to this button once it is gone.
    setTimeout(() => button.current?.focus());
  };
  return (
    <>
      <Button ref={button} variant="outline" size="sm" onClick={() => setOpen(true)}>
        <SettingsIcon aria-hidden="true" />
        Settings
      </Button>
      {open ? <SettingsDialog onClose={close} /> : null}
    </>
  );
}

function SettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useSettings();
  const save = useSaveSettings();
  const loaded = useMemo(() => (settings.data ? toForm(settings.data) : undefined), [settings.data]);
  // `values` fills the form once the settings arrive; a later refetch keeps what the admin has changed.
  const form = useForm<SettingsForm, unknown, Settings>({ resolver, values: loaded, resetOptions: { keepDirtyValues: true } });
  const geofenceOn = useWatch({ control: form.control, name: "geofenceOn" });
  const busy = form.formState.isSubmitting;

  const setError = ((name, error, options) => form.setError(fieldOf(String(name)), error, options)) as UseFormSetError<SettingsForm>;
  const submit = form.handleSubmit((input) =>
    sendForm(() => save.mutateAsync(input), { setError, success: "Settings saved", failure: "Failed to save settings", onDone: onClose }),
  );
  const field = { register: form.register, errors: form.formState.errors };
  const errors = form.formState.errors;
  const offDaysError = (errors.weeklyOffDays as FieldError | undefined)?.message;
  const geofenceError = errors.geofenceOn?.message;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      title="Working Time & Office Settings"
      description="Decides late arrivals, working days and where check-ins are expected."
      size="lg"
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={id} size="sm" disabled={busy || !loaded}>
            {busy ? "Saving..." : "Save Settings"}
          </Button>
        </>
      }
    >
      {settings.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Loading settings...
        </p>
      ) : !loaded ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          The settings could not be loaded. Close this dialog and try again.
        </p>
      ) : (
        <form id={id} onSubmit={submit} noValidate className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField form={field} idPrefix={id} name="shiftStart" label="Shift Start" type="time" required />
            <FormField form={field} idPrefix={id} name="shiftEnd" label="Shift End" type="time" required />
            <FormField
              form={field}
              idPrefix={id}
              name="graceMinutes"
              label="Grace (minutes)"
              inputMode="numeric"
              required
              hint="Check-ins after shift start plus grace are late"
            />
          </div>

          <fieldset aria-describedby={offDaysError ? `${id}-weeklyOffDays-error` : undefined}>
            <legend className="text-sm font-medium text-slate-800">Weekly Off Days</legend>
            <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
              {weekdays.map((day, index) => (
                <label key={day} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" value={String(index)} {...form.register("weeklyOffDays")} className="size-4 accent-brand-700" />
                  {day}
                </label>
              ))}
            </div>
            <FieldErrorMessage id={`${id}-weeklyOffDays`} message={offDaysError} className="mt-1" />
          </fieldset>

          <fieldset>
            <legend className="text-sm font-medium text-slate-800">One day&apos;s pay (loss of pay)</legend>
            <p className="text-xs text-slate-600">The monthly salary divided by</p>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {payDayBases.map((basis) => (
                <label key={basis} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
                  <input type="radio" value={basis} {...form.register("payDayBasis")} className="size-4 accent-brand-700" />
                  {payDayBasisLabels[basis]}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-medium text-slate-800">Office geofence</legend>
            <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                {...form.register("geofenceOn")}
                aria-describedby={`${id}-geofence-note${geofenceError ? ` ${id}-geofenceOn-error` : ""}`}
                className="size-4 accent-brand-700"
              />
              Flag check-ins outside the office
            </label>
            <p id={`${id}-geofence-note`} className="text-xs text-slate-600">
              Check-ins from outside the office are still accepted; they are only flagged for HR to review.
            </p>
            <FieldErrorMessage id={`${id}-geofenceOn`} message={geofenceError} />
            {geofenceOn ? (
              <div className="grid gap-4 sm:grid-cols-3">
                <FormField form={field} idPrefix={id} name="latitude" label="Latitude" required placeholder="e.g. 18.5308" />
                <FormField form={field} idPrefix={id} name="longitude" label="Longitude" required placeholder="e.g. 73.8297" />
                <FormField form={field} idPrefix={id} name="radiusMetres" label="Radius (metres)" inputMode="numeric" required />
              </div>
            ) : null}
          </fieldset>

          <fieldset>
            <legend className="text-sm font-medium text-slate-800">E-mail</legend>
            <label className="mt-1 flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                {...form.register("inquiryAcknowledgement")}
                aria-describedby={`${id}-acknowledgement-note`}
                className="size-4 accent-brand-700"
              />
              Acknowledge contact-form inquiries
            </label>
            <p id={`${id}-acknowledgement-note`} className="text-xs text-slate-600">
              The sender gets an e-mail saying their message has arrived; the admins are told of every inquiry either way.
            </p>
          </fieldset>

          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-800">Salary bank file</legend>
            <div>
              <label htmlFor={`${id}-bankFileLayout`} className="text-sm text-slate-800">
                Layout
              </label>
              <select
                id={`${id}-bankFileLayout`}
                {...form.register("bankFileLayout")}
                className="mt-1 block min-h-9 w-full rounded-md border border-slate-300 px-2 text-sm"
              >
                {bankFileLayouts.map((layout) => (
                  <option key={layout} value={layout}>
                    {bankFileLayoutLabels[layout]}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                form={field}
                idPrefix={id}
                name="debitAccountNumber"
                label="Debit Account Number"
                inputMode="numeric"
                hint="The company's account the salaries are paid from: every bank file needs it"
              />
              <FormField
                form={field}
                idPrefix={id}
                name="debitIfsc"
                label="Debit Account IFSC"
                hint="Same-bank salaries go as internal transfers, except in the SBI file: its published layout has no code for one, so they go as NEFT"
              />
            </div>
          </fieldset>
        </form>
      )}
    </Dialog>
  );
}
