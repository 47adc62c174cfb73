import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema } from "@/shared/contract/common";
import {
  ATTENDANCE_DEFAULT_DAYS,
  attendanceOrderMessage,
  attendanceQuerySchema,
  attendanceRangeMessage,
  attendanceRecordSchema,
  EMPLOYEE_ATTENDANCE_MONTH_PATH,
  EMPLOYEE_ATTENDANCE_PATH,
  EMPLOYEE_CHECKIN_PATH,
  EMPLOYEE_CHECKOUT_PATH,
  EMPLOYEE_TODAY_PATH,
  employeeMonthQuerySchema,
  employeeMonthSchema,
  locationInputSchema,
  todaySchema,
} from "@/shared/contract/employee-portal";
import { businessDate } from "@/shared/domain/business-time";
import { shiftDate } from "@/shared/domain/working-time";
import { employeeRecordOf } from "../../auth/guard";
import { FieldError } from "../../http/errors";
import { ReadCache } from "../../http/read-cache";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { loadSettings } from "../settings/store";
import { toAttendanceRecord } from "./records";
import { checkIn, checkOut } from "./check-in";
import { employeeMonth } from "./employee-month";
import { findDay, listDays } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/**
 * The employee's own attendance (docs/product.md section 9.11): today, the history, and checking in and out
 * (one check-in a day: check-in.ts). The server's clock decides the time and the business date; the
 * employee comes from the session, never from the request.
 */
export const attendanceRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, config, now } = options;
  const zone = config.BUSINESS_TIMEZONE;
  const kept = new ReadCache(db, now);
  const contextOf = serviceContexts(options);

  app.get(
    EMPLOYEE_TODAY_PATH,
    { schema: { summary: "Today's business date, server time, record and shift", response: { 200: todaySchema, ...errors } } },
    async (request) => {
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
    },
  );

  app.get(
    EMPLOYEE_ATTENDANCE_PATH,
    {
      schema: {
        summary: "Your attendance, newest first: the last 30 days, or from/to within a year",
        querystring: attendanceQuerySchema,
        response: { 200: z.array(attendanceRecordSchema), ...errors },
      },
    },
    async (request, reply) => {
      const employee = employeeRecordOf(request);
      const to = request.query.to ?? businessDate(now(), zone);
      const from = request.query.from ?? shiftDate(to, -(ATTENDANCE_DEFAULT_DAYS - 1));
      if (from > to) throw new FieldError("from", attendanceOrderMessage);
      if (from < shiftDate(to, -365)) throw new FieldError("from", attendanceRangeMessage);
      return kept.send(request, reply, async () => (await listDays(db, employee.id, from, to)).map(toAttendanceRecord));
    },
  );

  app.get(
    EMPLOYEE_ATTENDANCE_MONTH_PATH,
    {
      schema: {
        summary: "Your month day by day, as HR and the payroll see it: the current month unless month=YYYY-MM",
        querystring: employeeMonthQuerySchema,
        response: { 200: employeeMonthSchema, ...errors },
      },
    },
    async (request) => {
      const today = businessDate(now(), zone);
      return employeeMonth(db, employeeRecordOf(request), { month: request.query.month ?? today.slice(0, 7), today, timeZone: zone });
    },
  );

  app.post(
    EMPLOYEE_CHECKIN_PATH,
    {
      schema: {
        summary: "Check in for today (once per business day)",
        body: locationInputSchema,
        response: { 201: attendanceRecordSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await checkIn(contextOf(request), { employee: employeeRecordOf(request), place: request.body })),
  );

  app.post(
    EMPLOYEE_CHECKOUT_PATH,
    {
      schema: {
        summary: "Check out for today (once, after checking in)",
        body: locationInputSchema,
        response: { 200: attendanceRecordSchema, ...errors },
      },
    },
    async (request) => checkOut(contextOf(request), { employee: employeeRecordOf(request), place: request.body }),
  );
};
