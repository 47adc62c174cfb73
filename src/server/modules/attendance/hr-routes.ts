import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema } from "@/shared/contract/common";
import {
  ATTENDANCE_REPORT_PATH,
  ATTENDANCE_SUMMARY_PATH,
  attendanceDateQuerySchema,
  attendanceDayQuerySchema,
  attendanceMonthQuerySchema,
  correctionInputSchema,
  correctionParamsSchema,
  HR_ATTENDANCE_PATH,
  hrAttendanceDaySchema,
  hrAttendanceMessages,
  hrAttendanceRowSchema,
  OVERTIME_REPORT_PATH,
} from "@/shared/contract/hr-attendance";
import { businessDate } from "@/shared/domain/business-time";
import { monthRange } from "@/shared/domain/months";
import { actorOf } from "../../auth/guard";
import { FieldError } from "../../http/errors";
import { ReadCache } from "../../http/read-cache";
import { serviceContexts } from "../../http/service-context";
import { recordStaffAction } from "../audit/store";
import { sendCsv } from "../../http/csv-download";
import type { ModuleOptions } from "../module-options";
import { dayReport, monthlySummary, overtimeReport } from "./attendance-csv";
import { correctAttendance } from "./correction";
import { loadMonthGrid } from "./grid";
import { assertInWindow, attendanceDay, attendanceRowOf } from "./hr-day";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const csv = { 200: z.string(), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** HR's daily attendance (docs/product.md section 9.13): the sheet of a date, corrections, and the attendance files. hr or admin by path. */
export const hrAttendanceRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, config, now } = options;
  const timeZone = config.BUSINESS_TIMEZONE;
  const contextOf = serviceContexts(options);
  const today = () => businessDate(now(), timeZone);
  const kept = new ReadCache(db, now);

  app.get(
    HR_ATTENDANCE_PATH,
    {
      schema: {
        summary: "Everyone's attendance on a date of the last 90 days (today by default), with the counters",
        querystring: attendanceDayQuerySchema,
        response: { 200: hrAttendanceDaySchema, ...errors },
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? today();
      assertInWindow(date, today());
      return kept.send(request, reply, () => attendanceDay(db, date, today(), timeZone));
    },
  );

  app.put(
    `${HR_ATTENDANCE_PATH}/:employeeId/:date`,
    {
      schema: {
        summary: "Set or fix a person's check-in and check-out on a date, with the reason (audited)",
        params: correctionParamsSchema,
        body: correctionInputSchema,
        response: { 200: hrAttendanceRowSchema, ...errors },
      },
    },
    async (request) => {
      const { employeeId, date } = request.params;
      const context = contextOf(request);
      await correctAttendance(context, { employeeRecordId: employeeId, date, ...request.body });
      return attendanceRowOf(db, { employeeRecordId: employeeId, date, today: businessDate(context.now, timeZone), timeZone });
    },
  );

  app.get(
    ATTENDANCE_REPORT_PATH,
    { schema: { summary: "Export Report: the day's attendance as CSV (audited)", querystring: attendanceDateQuerySchema, response: csv } },
    async (request, reply) => {
      const { date } = request.query;
      assertInWindow(date, today());
      const table = dayReport(await attendanceDay(db, date, today(), timeZone), timeZone);
      await recordStaffAction(
        db,
        actorOf(request),
        "export.downloaded",
        "export:attendance-report",
        { date, rows: table.rows.length },
        now(),
      );
      return sendCsv(reply, `attendance-report-${date}.csv`, table);
    },
  );

  app.get(
    OVERTIME_REPORT_PATH,
    {
      schema: {
        summary: "Overtime Report: people whose hours exceed the shift on a date, as CSV (audited)",
        querystring: attendanceDateQuerySchema,
        response: csv,
      },
    },
    async (request, reply) => {
      const { date } = request.query;
      assertInWindow(date, today());
      const table = overtimeReport(await attendanceDay(db, date, today(), timeZone), timeZone);
      await recordStaffAction(db, actorOf(request), "export.downloaded", "export:overtime", { date, rows: table.rows.length }, now());
      return sendCsv(reply, `overtime-${date}.csv`, table);
    },
  );

  app.get(
    ATTENDANCE_SUMMARY_PATH,
    {
      schema: {
        summary: "Monthly Summary: status and hours per person per day of a month, as CSV (audited)",
        querystring: attendanceMonthQuerySchema,
        response: csv,
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const current = today();
      if (month > current.slice(0, 7)) throw new FieldError("month", hrAttendanceMessages.futureMonth);
      const { from, to } = monthRange(month);
      const grid = await loadMonthGrid(db, { from, to, today: current, timeZone });
      const table = monthlySummary(grid);
      await recordStaffAction(
        db,
        actorOf(request),
        "export.downloaded",
        "export:attendance-summary",
        { month, rows: table.rows.length },
        now(),
      );
      return sendCsv(reply, `attendance-summary-${month}.csv`, table);
    },
  );
};
