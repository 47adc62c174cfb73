import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema } from "@/shared/contract/common";
import {
  ATTENDANCE_DEFAULT_DAYS,
  attendanceMessages,
  attendanceQuerySchema,
  attendanceRangeMessage,
  attendanceRecordSchema,
  EMPLOYEE_ATTENDANCE_PATH,
  EMPLOYEE_CHECKIN_PATH,
  EMPLOYEE_CHECKOUT_PATH,
  EMPLOYEE_TODAY_PATH,
  locationInputSchema,
  todaySchema,
  type LocationValues,
} from "@/shared/contract/employee-portal";
import type { Settings } from "@/shared/contract/settings";
import { businessDate } from "@/shared/domain/business-time";
import { distanceMetres, isLate, shiftDate } from "@/shared/domain/working-time";
import { employeeRecordOf } from "../../auth/guard";
import { ConflictError, FieldError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { loadSettings } from "../settings/store";
import { toAttendanceRecord } from "./records";
import { findDay, insertCheckIn, listDays, setCheckOut } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/** Outside the geofence? Only when one is set and the browser gave coordinates; never a reason to refuse. */
function geofenceCheck(settings: Settings, place: LocationValues): { offSite: boolean | null; distanceMetres: number | null } {
  if (!settings.geofence || place.latitude === null || place.longitude === null) return { offSite: null, distanceMetres: null };
  const distance = Math.round(distanceMetres(settings.geofence, { latitude: place.latitude, longitude: place.longitude }));
  return { offSite: distance > settings.geofence.radiusMetres, distanceMetres: distance };
}

/**
 * The employee's own attendance (SPEC section 7, Employee). The server's clock decides the time and the
 * business date; the employee comes from the session, never from the request.
 */
export const attendanceRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  const zone = config.BUSINESS_TIMEZONE;

  app.get(EMPLOYEE_TODAY_PATH, { schema: { summary: "Today's business date, server time, record and shift", response: { 200: todaySchema, ...errors } } }, async (request) => {
    const employee = employeeRecordOf(request);
    const at = now();
    const date = businessDate(at, zone);
    const [settings, row] = await Promise.all([loadSettings(db), findDay(db, employee.id, date)]);
    return {
      date,
      serverTime: at.toISOString(),
      record: row ? toAttendanceRecord(row) : null,
      shiftStart: settings.shiftStart,
      shiftEnd: settings.shiftEnd,
      geocoderUrl: config.GEOCODER_URL ?? null,
    };
  });

  app.get(
    EMPLOYEE_ATTENDANCE_PATH,
    { schema: { summary: "Your attendance, newest first: the last 30 days, or from/to within a year", querystring: attendanceQuerySchema, response: { 200: z.array(attendanceRecordSchema), ...errors } } },
    async (request) => {
      const employee = employeeRecordOf(request);
      const to = request.query.to ?? businessDate(now(), zone);
      const from = request.query.from ?? shiftDate(to, -(ATTENDANCE_DEFAULT_DAYS - 1));
      if (from > to) throw new FieldError("from", "From must not be after to");
      if (from < shiftDate(to, -365)) throw new FieldError("from", attendanceRangeMessage);
      return (await listDays(db, employee.id, from, to)).map(toAttendanceRecord);
    },
  );

  app.post(
    EMPLOYEE_CHECKIN_PATH,
    { schema: { summary: "Check in for today (once per business day)", body: locationInputSchema, response: { 201: attendanceRecordSchema, ...errors } } },
    async (request, reply) => {
      const employee = employeeRecordOf(request);
      const at = now();
      const settings = await loadSettings(db);
      // The check-in and its audit entry are one transaction (issue 17).
      const row = await db.transaction(async (tx) => {
        const inserted = await insertCheckIn(tx, {
          employeeRecordId: employee.id,
          date: businessDate(at, zone),
          at,
          status: isLate(at, settings, zone) ? "Late" : "Present",
          place: request.body,
          ...geofenceCheck(settings, request.body),
        });
        if (!inserted) throw new ConflictError(attendanceMessages.alreadyCheckedIn);
        await recordStaffAction(tx, request, "attendance.checked_in", `employee:${employee.id}`, { date: inserted.date, status: inserted.status, offSite: inserted.offSite }, at);
        return inserted;
      });
      return reply.code(201).send(toAttendanceRecord(row));
    },
  );

  app.post(
    EMPLOYEE_CHECKOUT_PATH,
    { schema: { summary: "Check out for today (once, after checking in)", body: locationInputSchema, response: { 200: attendanceRecordSchema, ...errors } } },
    async (request) => {
      const employee = employeeRecordOf(request);
      const at = now();
      const date = businessDate(at, zone);
      // The check-out and its audit entry are one transaction (issue 17).
      const record = await db.transaction(async (tx) => {
        const row = await setCheckOut(tx, employee.id, date, at, request.body);
        if (!row) return null;
        const updated = toAttendanceRecord(row);
        await recordStaffAction(tx, request, "attendance.checked_out", `employee:${employee.id}`, { date, totalHours: updated.totalHours }, at);
        return updated;
      });
      if (!record) throw new ConflictError((await findDay(db, employee.id, date)) ? attendanceMessages.alreadyCheckedOut : attendanceMessages.notCheckedIn);
      return record;
    },
  );
};
