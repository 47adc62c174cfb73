import * as z from "zod/mini";
import { isValidAccountNumber, isValidIfsc, normaliseIdentifier } from "../domain/identifiers";
import { minutesOfClock } from "../domain/working-time";

/** Working time and the office geofence (docs/product.md sections 5.8 and 9.17), edited by the admin. */
export const ADMIN_SETTINGS_PATH = "/api/admin/settings";

export const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const timeMessage = "Enter a time as HH:MM (24-hour)";
const clockTime = z.string({ error: timeMessage }).check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage));

export const settingsMessages = {
  shiftOrder: "Shift end must be after shift start",
  grace: "Grace must be a whole number of minutes from 0 to 240",
  weeklyOff: "Weekly off days must be days of the week (0 = Sunday to 6 = Saturday), at most 6",
  latitude: "Latitude must be between -90 and 90",
  longitude: "Longitude must be between -180 and 180",
  radius: "Radius must be a whole number of metres from 10 to 100000",
  payDayBasis: "Pay day basis must be calendar, 30 or 26",
  inquiryAcknowledgement: "Inquiry acknowledgement must be on or off",
  bankFileLayout: "Bank file layout must be generic, HDFC Bank, ICICI Bank or State Bank of India",
  debitAccountNumber: "Enter the company's account number: 9 to 18 digits",
  debitIfsc: "Enter the debit account's IFSC: 4 letters, 0, then 6 letters or digits",
} as const;

/**
 * The salary transfer file's layout (docs/product.md section 9.14.1): a bank's corporate bulk upload, or the generic
 * NEFT/RTGS CSV that any bank's template can be mapped from.
 */
export const bankFileLayouts = ["generic", "hdfc", "icici", "sbi"] as const;
export type BankFileLayout = (typeof bankFileLayouts)[number];
export const bankFileLayoutLabels: Record<BankFileLayout, string> = {
  generic: "Generic NEFT/RTGS CSV",
  hdfc: "HDFC Bank (ENet bulk upload)",
  icici: "ICICI Bank (CIB bulk upload)",
  sbi: "State Bank of India (CINB bulk upload)",
};

/** An optional identifier: blank is null, otherwise normalised (spaces out, upper case) and checked. */
const optionalIdentifier = (valid: (value: string) => boolean, message: string) =>
  z.nullable(
    z
      .pipe(
        z.string({ error: message }),
        z.transform((value) => (value.trim() === "" ? null : normaliseIdentifier(value))),
      )
      .check(z.refine((value) => value === null || valid(value), { error: message })),
  );

/** One day's pay (loss of pay) = the monthly salary over the month's calendar days, or over 30 or 26 days. */
export const payDayBases = ["calendar", "30", "26"] as const;
export type PayDayBasis = (typeof payDayBases)[number];

export const geofenceSchema = z.object({
  latitude: z
    .number({ error: settingsMessages.latitude })
    .check(z.gte(-90, settingsMessages.latitude), z.lte(90, settingsMessages.latitude)),
  longitude: z
    .number({ error: settingsMessages.longitude })
    .check(z.gte(-180, settingsMessages.longitude), z.lte(180, settingsMessages.longitude)),
  radiusMetres: z
    .number({ error: settingsMessages.radius })
    .check(z.int(settingsMessages.radius), z.gte(10, settingsMessages.radius), z.lte(100_000, settingsMessages.radius)),
});
export type Geofence = z.infer<typeof geofenceSchema>;

const settingsFields = {
  shiftStart: clockTime,
  shiftEnd: clockTime,
  graceMinutes: z
    .number({ error: settingsMessages.grace })
    .check(z.int(settingsMessages.grace), z.gte(0, settingsMessages.grace), z.lte(240, settingsMessages.grace)),
  weeklyOffDays: z
    .array(
      z
        .number({ error: settingsMessages.weeklyOff })
        .check(z.int(settingsMessages.weeklyOff), z.gte(0, settingsMessages.weeklyOff), z.lte(6, settingsMessages.weeklyOff)),
    )
    .check(z.maxLength(6, settingsMessages.weeklyOff)),
  geofence: z.nullable(geofenceSchema),
  payDayBasis: z.enum(payDayBases, { error: settingsMessages.payDayBasis }),
  /** Whether a contact-form inquiry gets an automatic acknowledgement e-mail (docs/product.md section 11). */
  inquiryAcknowledgement: z.boolean({ error: settingsMessages.inquiryAcknowledgement }),
  bankFileLayout: z.enum(bankFileLayouts, { error: settingsMessages.bankFileLayout }),
  /** The company's account the salaries are paid from and its IFSC: every bank file layout needs both (docs/product.md section 9.14.1). */
  debitAccountNumber: z.nullable(z.string()),
  debitIfsc: z.nullable(z.string()),
};
/** What the admin types for the debit account: checked, blank as null, normalised (the stored values are these). */
const debitInputFields = {
  debitAccountNumber: optionalIdentifier(isValidAccountNumber, settingsMessages.debitAccountNumber),
  debitIfsc: optionalIdentifier(isValidIfsc, settingsMessages.debitIfsc),
};
const shiftOrder = z.refine<{ shiftStart: string; shiftEnd: string }>(
  (settings) => minutesOfClock(settings.shiftEnd) > minutesOfClock(settings.shiftStart),
  {
    path: ["shiftEnd"],
    error: settingsMessages.shiftOrder,
  },
);

/** The GET /api/admin/settings answer. */
export const settingsSchema = z.object(settingsFields).check(shiftOrder);
/** The admin's settings form: every field, the debit account checked. */
export const settingsInputSchema = z.object({ ...settingsFields, ...debitInputFields }).check(shiftOrder);
/**
 * PUT /api/admin/settings: the pay-day basis, the inquiry acknowledgement and the bank file's layout and debit
 * account, added after the first clients, may be left out and then keep their stored values (never a silent reset
 * to the default).
 */
export const settingsUpdateSchema = z
  .object({
    ...settingsFields,
    payDayBasis: z.optional(settingsFields.payDayBasis),
    inquiryAcknowledgement: z.optional(settingsFields.inquiryAcknowledgement),
    bankFileLayout: z.optional(settingsFields.bankFileLayout),
    debitAccountNumber: z.optional(debitInputFields.debitAccountNumber),
    debitIfsc: z.optional(debitInputFields.debitIfsc),
  })
  .check(shiftOrder);
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;
export type Settings = z.output<typeof settingsSchema>;

/** The business hours (Monday to Saturday, 9:00 AM to 6:00 PM; Sunday closed) until an admin saves others (docs/product.md section 5.8). */
export const DEFAULT_SETTINGS: Settings = {
  shiftStart: "09:00",
  shiftEnd: "18:00",
  graceMinutes: 15,
  weeklyOffDays: [0],
  geofence: null,
  payDayBasis: "calendar",
  inquiryAcknowledgement: false,
  bankFileLayout: "generic",
  debitAccountNumber: null,
  debitIfsc: null,
};
