import { leaveTypes, type LeaveType } from "../contract/employee-portal";

/**
 * Leave allowances and balances (GitHub issue 10): how many working days a request uses and what is
 * left of each type in a calendar year. Dates are business dates (YYYY-MM-DD), compared as text.
 */

/** Days per calendar year; maternity and paternity are per event (see `leaveBalance`). */
export const DEFAULT_LEAVE_ALLOWANCES: Record<LeaveType, number> = {
  sick: 7,
  vacation: 15,
  personal: 8,
  emergency: 3,
  maternity: 182,
  paternity: 5,
};
export const PER_EVENT_LEAVE_TYPES: readonly LeaveType[] = ["maternity", "paternity"];

export interface LeaveAllowance {
  leaveType: LeaveType;
  days: number;
  /** Weekly offs and holidays between two leave days of a request count as leave. */
  sandwich: boolean;
}

/** The six types with the stored rows where there are some, the defaults (no sandwich) elsewhere. */
export function allowancesWithDefaults(stored: readonly LeaveAllowance[]): LeaveAllowance[] {
  return leaveTypes.map((leaveType) => stored.find((row) => row.leaveType === leaveType) ?? { leaveType, days: DEFAULT_LEAVE_ALLOWANCES[leaveType], sandwich: false });
}

export interface WorkingCalendar {
  /** 0 = Sunday ... 6 = Saturday (the admin's settings). */
  weeklyOffDays: readonly number[];
  /** Company holidays as YYYY-MM-DD. */
  holidays: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Days since 1970-01-01 (a Thursday), and back. */
const dayNumber = (date: string) => Math.round(toMs(date) / DAY_MS);
const dateOfDay = (day: number) => toDate(day * DAY_MS);
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;

export function isWorkingDay(date: string, calendar: WorkingCalendar): boolean {
  return !calendar.weeklyOffDays.includes(new Date(toMs(date)).getUTCDay()) && !calendar.holidays.has(date);
}

/** off[weekday]: a weekly off day. */
const weeklyOffs = (calendar: WorkingCalendar) => Array.from({ length: 7 }, (_, weekday) => calendar.weeklyOffDays.includes(weekday));

/**
 * Working days in `first`..`last` (day numbers, inclusive), never walking the range: whole weeks by
 * multiplication, the remainder (under a week) day by day, less the holidays inside it that fall on a
 * working weekday. The holiday list is finite, so the cost does not grow with the range.
 */
function countWorkingDays(first: number, last: number, calendar: WorkingCalendar, off: readonly boolean[]): number {
  if (last < first) return 0;
  const total = last - first + 1;
  const weeks = Math.floor(total / 7);
  let count = weeks * off.filter((isOff) => !isOff).length;
  for (let day = first + weeks * 7; day <= last; day += 1) if (!off[weekdayOf(day)]) count += 1;
  for (const holiday of calendar.holidays) {
    const day = dayNumber(holiday);
    if (day >= first && day <= last && !off[weekdayOf(day)]) count -= 1;
  }
  return count;
}

/**
 * The first (step 1) or last (step -1) working day from `day` towards `limit`, or null when there is none.
 * A run of days without work is at most six weekly offs between each holiday, so this takes at most about
 * 7 x (holidays + 1) steps, whatever the range.
 */
function edgeWorkingDay(day: number, limit: number, step: 1 | -1, calendar: WorkingCalendar, off: readonly boolean[]): number | null {
  if (off.every(Boolean)) return null;
  for (let current = day; step === 1 ? current <= limit : current >= limit; current += step) {
    if (!off[weekdayOf(current)] && !calendar.holidays.has(dateOfDay(current))) return current;
  }
  return null;
}

/**
 * The day numbers of `start`..`end` that use leave, as a range plus whether every day in it counts. Weekly
 * offs and holidays use none; with `sandwich` those lying between two working days of the same request do,
 * those at its edges still do not. (A sandwich across two separate requests is not counted: each request
 * is judged on its own dates, which HR sees in the table.)
 */
function leaveRange(start: string, end: string, calendar: WorkingCalendar, sandwich: boolean, window?: { from: string; to: string }) {
  const off = weeklyOffs(calendar);
  let first: number | null = dayNumber(start);
  let last: number | null = dayNumber(end);
  if (sandwich) {
    // Trim off days from the edges: what remains starts and ends on a working day.
    first = edgeWorkingDay(first, last, 1, calendar, off);
    last = first === null ? null : edgeWorkingDay(last, first, -1, calendar, off);
  }
  if (first === null || last === null) return { first: 0, last: -1, everyDay: sandwich, off };
  if (window) {
    first = Math.max(first, dayNumber(window.from));
    last = Math.min(last, dayNumber(window.to));
  }
  return { first, last, everyDay: sandwich, off };
}

/**
 * The dates of `start`..`end` (inclusive) that use leave, limited to `window` when given (see `leaveRange`).
 * It lists them, so it walks the range: for showing a short request; counting uses `workingDaysIn`.
 */
export function leaveDates(start: string, end: string, calendar: WorkingCalendar, sandwich: boolean, window?: { from: string; to: string }): string[] {
  const { first, last, everyDay, off } = leaveRange(start, end, calendar, sandwich, window);
  const dates: string[] = [];
  for (let day = first; day <= last; day += 1) {
    const date = dateOfDay(day);
    if (everyDay || (!off[weekdayOf(day)] && !calendar.holidays.has(date))) dates.push(date);
  }
  return dates;
}

/** How many leave days `start`..`end` uses (the count of `leaveDates`), without walking the range. */
export function workingDaysIn(start: string, end: string, calendar: WorkingCalendar, sandwich: boolean, window?: { from: string; to: string }): number {
  const { first, last, everyDay, off } = leaveRange(start, end, calendar, sandwich, window);
  if (last < first) return 0;
  return everyDay ? last - first + 1 : countWorkingDays(first, last, calendar, off);
}

export const yearWindow = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/**
 * The calendar years a request touches (one, or two across New Year). One entry per year: callers keep
 * to requests within the length limit (`LEAVE_MAX_DAYS`), so this is two years at most.
 */
export function yearsOf(start: string, end: string): number[] {
  const years: number[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year += 1) years.push(year);
  return years;
}

export interface LeaveSpan {
  leaveType: LeaveType;
  startDate: string;
  endDate: string;
  status: "Pending" | "Approved" | "Rejected" | "Cancelled";
}

export interface LeaveBalance {
  leaveType: LeaveType;
  allowance: number;
  /** Approved leave days inside the year. */
  used: number;
  /** Leave days inside the year of requests still waiting for a decision. */
  pending: number;
  /** Allowance minus used (pending not taken off: it may still be rejected); negative after an override. */
  remaining: number;
  perEvent: boolean;
}

/**
 * The balance of one type in a calendar year. A request crossing New Year counts only its days inside
 * the year. Maternity and paternity are "per event", but the product records no events: their balance
 * is the allowance minus the approved days of the type in the same calendar year, so a second event in
 * one year needs HR's explicit override.
 */
export function leaveBalance(allowance: LeaveAllowance, requests: readonly LeaveSpan[], year: number, calendar: WorkingCalendar): LeaveBalance {
  const window = yearWindow(year);
  const sum = (status: LeaveSpan["status"]) =>
    requests
      .filter((request) => request.leaveType === allowance.leaveType && request.status === status)
      .reduce((total, request) => total + workingDaysIn(request.startDate, request.endDate, calendar, allowance.sandwich, window), 0);
  const used = sum("Approved");
  return {
    leaveType: allowance.leaveType,
    allowance: allowance.days,
    used,
    pending: sum("Pending"),
    remaining: allowance.days - used,
    perEvent: PER_EVENT_LEAVE_TYPES.includes(allowance.leaveType),
  };
}

export interface Shortfall {
  year: number;
  remaining: number;
  needed: number;
}

/**
 * Whether approving `request` would take any year's balance of its type below zero: the first such
 * year with what is left and what the request needs there, or null when the balance holds.
 */
export function shortfallOf(request: LeaveSpan, allowance: LeaveAllowance, others: readonly LeaveSpan[], calendar: WorkingCalendar): Shortfall | null {
  for (const year of yearsOf(request.startDate, request.endDate)) {
    const needed = workingDaysIn(request.startDate, request.endDate, calendar, allowance.sandwich, yearWindow(year));
    const { remaining } = leaveBalance(allowance, others, year, calendar);
    if (needed > remaining) return { year, remaining, needed };
  }
  return null;
}
