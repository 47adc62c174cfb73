import { allowanceLeaveTypes, type AllowanceLeaveType, type LeaveType } from "../contract/employee-portal";
import { yearsOf, yearWindow } from "./months";
import { leaveDates, workingDaysIn } from "./sandwich-rule";
import type { WorkingCalendar } from "./working-calendar";

/**
 * Leave allowances and balances (docs/product.md section 10.3): the allowance of each leave type, what is
 * left of it in a calendar year, and whether approving a request would overdraw it. The leave days a
 * request uses (working days, and the sandwich rule) come from the working calendar
 * (working-calendar.ts) until it is approved; from then on they are the dates fixed at its approval
 * (`countedDates`), whatever the settings become. Dates are business dates (YYYY-MM-DD), compared as text.
 */

/** Days per calendar year; maternity and paternity are per event (see `leaveBalance`). */
export const DEFAULT_LEAVE_ALLOWANCES: Record<AllowanceLeaveType, number> = {
  sick: 7,
  vacation: 15,
  personal: 8,
  emergency: 3,
  maternity: 182,
  paternity: 5,
};
export const PER_EVENT_LEAVE_TYPES: readonly LeaveType[] = ["maternity", "paternity"];

/**
 * Types counted in calendar days, weekly offs and holidays included: maternity, whose 182 days are the 26 weeks
 * of the Maternity Benefit Act, 1961, section 5(3) (as amended in 2017), a stretch of the calendar, not of
 * working days. Every other type counts working days (with its sandwich rule).
 */
export const CALENDAR_DAY_LEAVE_TYPES: readonly LeaveType[] = ["maternity"];
export const countsCalendarDays = (leaveType: LeaveType) => CALENDAR_DAY_LEAVE_TYPES.includes(leaveType);
/** A calendar where every day is a working day: what a calendar-day type counts on. */
const EVERY_DAY: WorkingCalendar = { weeklyOffDays: [], holidays: new Set() };

export interface LeaveAllowance {
  leaveType: LeaveType;
  days: number;
  /** Weekly offs and holidays between two leave days of a request count as leave. */
  sandwich: boolean;
}

/**
 * Leave without pay has no allowance and no balance: it is never refused for lack of one, and its days are
 * loss of pay (docs/product.md section 10.6.2). It uses its working days only (no sandwich).
 */
export const hasBalance = (leaveType: LeaveType) => leaveType !== "unpaid";
export const noAllowance = (leaveType: LeaveType): LeaveAllowance => ({ leaveType, days: 0, sandwich: false });

/** The six types with an allowance: the stored rows where there are some, the defaults (no sandwich) elsewhere. */
export function allowancesWithDefaults(stored: readonly LeaveAllowance[]): LeaveAllowance[] {
  return allowanceLeaveTypes.map(
    (leaveType) =>
      stored.find((row) => row.leaveType === leaveType) ?? { leaveType, days: DEFAULT_LEAVE_ALLOWANCES[leaveType], sandwich: false },
  );
}

export interface LeaveSpan {
  leaveType: LeaveType;
  startDate: string;
  endDate: string;
  status: "Pending" | "Approved" | "Rejected" | "Cancelled";
  /**
   * The dates the request used when it was approved (calendar and sandwich rule of that moment), null
   * before. An approved request without them (one over 180 days, approved before that limit) is counted
   * from today's settings.
   */
  countedDates?: readonly string[] | null;
}

type Window = { from: string; to: string };
const fixedDates = (span: LeaveSpan) => (span.status === "Approved" ? (span.countedDates ?? null) : null);

/** The calendar and sandwich rule a type counts on today: every day for a calendar-day type. */
const countingRules = (leaveType: LeaveType, calendar: WorkingCalendar, sandwich: boolean) =>
  countsCalendarDays(leaveType) ? { calendar: EVERY_DAY, sandwich: false } : { calendar, sandwich };

/** The dates a request of `leaveType` over `start`..`end` uses under today's settings (what an approval fixes). */
export function datesToCount(
  leaveType: LeaveType,
  start: string,
  end: string,
  calendar: WorkingCalendar,
  sandwich: boolean,
  window?: Window,
): string[] {
  const rules = countingRules(leaveType, calendar, sandwich);
  return leaveDates(start, end, rules.calendar, rules.sandwich, window);
}

/** The dates `span` uses inside `window` (all of them without one): fixed once approved, else by today's calendar and sandwich rule. */
export function countedDatesOf(span: LeaveSpan, calendar: WorkingCalendar, sandwich: boolean, window?: Window): string[] {
  const fixed = fixedDates(span);
  if (!fixed) return datesToCount(span.leaveType, span.startDate, span.endDate, calendar, sandwich, window);
  return window ? fixed.filter((date) => date >= window.from && date <= window.to) : [...fixed];
}

/** How many leave days `span` uses inside `window` (see `countedDatesOf`), counted without walking the range. */
export function leaveDaysOf(span: LeaveSpan, calendar: WorkingCalendar, sandwich: boolean, window?: Window): number {
  const fixed = fixedDates(span);
  if (!fixed) {
    const rules = countingRules(span.leaveType, calendar, sandwich);
    return workingDaysIn(span.startDate, span.endDate, rules.calendar, rules.sandwich, window);
  }
  return window ? fixed.filter((date) => date >= window.from && date <= window.to).length : fixed.length;
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
export function leaveBalance(
  allowance: LeaveAllowance,
  requests: readonly LeaveSpan[],
  year: number,
  calendar: WorkingCalendar,
): LeaveBalance {
  const window = yearWindow(year);
  const sum = (status: LeaveSpan["status"]) =>
    requests
      .filter((request) => request.leaveType === allowance.leaveType && request.status === status)
      .reduce((total, request) => total + leaveDaysOf(request, calendar, allowance.sandwich, window), 0);
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
export function shortfallOf(
  request: LeaveSpan,
  allowance: LeaveAllowance,
  others: readonly LeaveSpan[],
  calendar: WorkingCalendar,
): Shortfall | null {
  if (!hasBalance(request.leaveType)) return null;
  for (const year of yearsOf(request.startDate, request.endDate)) {
    const needed = leaveDaysOf(request, calendar, allowance.sandwich, yearWindow(year));
    const { remaining } = leaveBalance(allowance, others, year, calendar);
    if (needed > remaining) return { year, remaining, needed };
  }
  return null;
}
