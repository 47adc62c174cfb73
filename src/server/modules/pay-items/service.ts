import { payItemMessages, type PayItemInput, type PayItemsMonth, type PayItemView } from "@/shared/contract/pay-items";
import { payrollMessages } from "@/shared/contract/payroll";
import { businessDate } from "@/shared/domain/business-time";
import { monthRange } from "@/shared/domain/months";
import { PAY_ITEM_RULES, payItemDirection, recoveryInstalments } from "@/shared/domain/payroll/pay-items";
import { fullName } from "@/shared/domain/person-name";
import { shiftDate } from "@/shared/domain/working-time";
import { refuseOwnRecord } from "../../auth/separation-of-duties";
import type { Db } from "../../db/client";
import { ConflictError, FieldError, NotFoundError } from "../../http/errors";
import { loadAttendanceGrid } from "../attendance/grid";
import { recordStaffAction } from "../audit/store";
import type { ServiceContext } from "../service-context";
import { hrReachMessages, refuseOutOfHrReach, withinHrReach } from "../employees/hr-reach";
import { findEmployeeWithAccount } from "../employees/store";
import { accountRolesOf } from "../payroll-payment/store";
import { itemsPaidIn } from "../separations/settlement-month";
import {
  deleteItem,
  finalisedAmong,
  insertItem,
  isFinalised,
  itemOfMonth,
  itemsWithNames,
  itemsOfSource,
  lockItemOfMonth,
  replaceSourceItems,
  updateItem,
  type NewPayItem,
  type PayItem,
} from "./store";

/**
 * HR's adjustments and one-off items (docs/product.md section 10.6.3): per person per month not
 * finalised, with a reason, audited in the transaction of the change. An advance pays in its month and is
 * recovered over the next N months as 'advance_recovery' items with the source 'advance:<id>'
 * (pay-items.ts `recoveryInstalments`). Items other changes made (a leave, a correction, a revision, a
 * settlement) are listed but changed only by the change that made them.
 */

const advanceSource = (id: number) => `advance:${id}`;
const nextMonth = (month: string) => shiftDate(`${month}-28`, 7).slice(0, 7);

/** HR's own item: a kind HR enters and no source (an advance's recoveries change with the advance). */
const editable = (item: PayItem) => PAY_ITEM_RULES[item.kind].entered && item.source === null;

function refuseFuture(month: string, today: string) {
  if (month > today.slice(0, 7)) throw new FieldError("month", payrollMessages.futureMonth);
}

/** The people on a month's payroll: employed on some day of it (the attendance grid's rule, as the payroll). */
async function peopleOfMonth(db: Db, month: string, today: string, timeZone: string) {
  const { from, to } = monthRange(month);
  const grid = await loadAttendanceGrid(db, { from, to, today, timeZone });
  return grid.people.map(({ employee }) => ({ employeeRecordId: employee.id, employeeId: employee.employeeId, name: fullName(employee) }));
}

/**
 * The month's items and the people who can be given one, as the context's actor may see them: an HR user's leave out
 * admin accounts' items and names (HR's reach, employees/hr-reach.ts; docs/product.md section 9.9).
 */
export async function listItems(context: ServiceContext, month: string): Promise<PayItemsMonth> {
  const { db, actor, now, timeZone } = context;
  const today = businessDate(now, timeZone);
  refuseFuture(month, today);
  // As the month's payroll pays them: a leaver's settlement as its records give it now (separations/settlement-month.ts).
  const [allRows, finalised, everyone] = await Promise.all([
    itemsPaidIn(db, month).then((items) => itemsWithNames(db, items)),
    finalisedAmong(db, [month]),
    peopleOfMonth(db, month, today, timeZone),
  ]);
  const roles = await accountRolesOf(db, [
    ...new Set([...allRows.map(({ item }) => item.employeeRecordId), ...everyone.map((person) => person.employeeRecordId)]),
  ]);
  const accountOf = (employeeRecordId: number) => {
    const role = roles.get(employeeRecordId);
    return role ? { role } : null;
  };
  const viewer = actor.account.role;
  const rows = withinHrReach(viewer, allRows, ({ item }) => accountOf(item.employeeRecordId)).rows;
  const people = withinHrReach(viewer, everyone, (person) => accountOf(person.employeeRecordId)).rows;
  const recoveries = new Map<string, number>();
  // An advance's recoveries are in later months: count them by source.
  for (const { item } of rows) if (item.kind === "advance") recoveries.set(advanceSource(item.id), 0);
  const counts = recoveries.size === 0 ? new Map<string, number>() : await recoveryCounts(db, [...recoveries.keys()]);
  const items: PayItemView[] = rows.map(({ item, employeeId, firstName, lastName, createdBy }) => ({
    id: item.id,
    employeeRecordId: item.employeeRecordId,
    employeeId,
    name: fullName({ firstName, lastName }),
    kind: item.kind,
    direction: payItemDirection(item.kind),
    description: item.description,
    amount: item.amount,
    pfWage: item.pfWage,
    esiWage: item.esiWage,
    taxable: item.taxable,
    reason: item.reason,
    sourceMonth: item.sourceMonth,
    source: item.source,
    editable: editable(item) && !finalised.has(month),
    recoveryMonths: item.kind === "advance" ? (counts.get(advanceSource(item.id)) ?? 0) : null,
    createdBy,
    createdAt: item.createdAt.toISOString(),
  }));
  return { month, status: finalised.has(month) ? "finalised" : "draft", items, people };
}

async function recoveryCounts(db: Db, sources: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const source of sources) counts.set(source, (await itemsOfSource(db, source)).length);
  return counts;
}

/**
 * HR's reach (docs/product.md section 9.9: an admin account's pay is for an admin) and separation of duties
 * (nobody changes their own pay; the refusal is audited on its own, before any transaction).
 */
async function checkReach(context: ServiceContext, employeeRecordId: number) {
  const { db, actor, now } = context;
  const found = await findEmployeeWithAccount(db, employeeRecordId);
  refuseOutOfHrReach(actor.account.role, found?.account, hrReachMessages.edit);
  await refuseOwnRecord(db, actor, employeeRecordId, "pay", now);
  return found;
}

/** The person may be given an item in the month: on its payroll, within HR's reach, not the user's own record. */
async function checkPerson(context: ServiceContext, month: string, employeeRecordId: number) {
  const { db, now, timeZone } = context;
  const today = businessDate(now, timeZone);
  refuseFuture(month, today);
  const people = await peopleOfMonth(db, month, today, timeZone);
  if (!people.some((person) => person.employeeRecordId === employeeRecordId)) {
    throw new FieldError("employeeRecordId", payItemMessages.notOnPayroll(month));
  }
  await checkReach(context, employeeRecordId);
}

/** The item named in the path, before the change (404 when the month holds no such item). */
async function existing(db: Db, month: string, id: number): Promise<PayItem> {
  const item = await itemOfMonth(db, month, id);
  if (!item) throw new NotFoundError(payItemMessages.notFound);
  return item;
}

/** The item HR's input makes, with the kind's default PF, ESI and tax treatment (pay-items.ts). */
function newItem(month: string, input: PayItemInput, byAccountId: number): NewPayItem {
  const rule = PAY_ITEM_RULES[input.kind];
  return {
    employeeRecordId: input.employeeRecordId,
    month,
    kind: input.kind,
    amount: input.amount,
    pfWage: rule.pfWage === "all" ? input.amount : 0,
    esiWage: rule.esiWage === "all" ? input.amount : 0,
    taxable: rule.taxable,
    description: input.description || rule.label,
    reason: input.reason,
    createdByAccountId: byAccountId,
  };
}

/** An advance's recoveries: the next `months` months, 'Advance recovery 1/3' and so on, adding up to the advance. */
async function replaceRecoveries(tx: Db, advance: PayItem, months: number, reason: string, byAccountId: number) {
  const instalments = recoveryInstalments(advance.amount, months);
  const recoveryMonths: string[] = [];
  for (let month = nextMonth(advance.month); recoveryMonths.length < months; month = nextMonth(month)) recoveryMonths.push(month);
  const frozen = [...(await finalisedAmong(tx, recoveryMonths))].sort();
  if (frozen.length > 0) throw new ConflictError(payItemMessages.recoveryFinalised(frozen[0]!));
  const items: NewPayItem[] = instalments.map((amount, index) => ({
    employeeRecordId: advance.employeeRecordId,
    month: recoveryMonths[index]!,
    kind: "advance_recovery",
    amount,
    pfWage: 0,
    esiWage: 0,
    taxable: false,
    description: `${PAY_ITEM_RULES.advance_recovery.label} ${index + 1}/${months}`,
    reason,
    sourceMonth: advance.month,
    createdByAccountId: byAccountId,
  }));
  await replaceSourceItems(tx, advanceSource(advance.id), items);
  return items.map((item) => ({ month: item.month, amount: item.amount }));
}

const auditDetails = (item: PayItem, recoveries: { month: string; amount: number }[] | undefined) => ({
  itemId: item.id,
  month: item.month,
  kind: item.kind,
  amount: item.amount,
  description: item.description,
  reason: item.reason,
  ...(recoveries ? { recoveries } : {}),
});

async function refuseFinalised(tx: Db, month: string) {
  if (await isFinalised(tx, month)) throw new ConflictError(payItemMessages.finalised(month));
}

export async function addItem(context: ServiceContext, month: string, input: PayItemInput): Promise<PayItemView> {
  const { db, actor, now } = context;
  await checkPerson(context, month, input.employeeRecordId);
  const byAccountId = actor.account.id;
  const id = await db.transaction(async (tx) => {
    await refuseFinalised(tx, month);
    const item = await insertItem(tx, newItem(month, input, byAccountId));
    const recoveries =
      item.kind === "advance" ? await replaceRecoveries(tx, item, input.recoveryMonths ?? 1, input.reason, byAccountId) : undefined;
    await recordStaffAction(tx, actor, "pay_item.added", `employee:${item.employeeRecordId}`, auditDetails(item, recoveries), now);
    return item.id;
  });
  return (await listItems(context, month)).items.find((item) => item.id === id)!;
}

/** An item of a month, as the path names it. */
export interface PayItemRef {
  month: string;
  id: number;
}

/** The item to change: HR's own, in this month, which is not finalised. */
async function lockEditable(tx: Db, month: string, id: number): Promise<PayItem> {
  const item = await lockItemOfMonth(tx, month, id);
  if (!item) throw new NotFoundError(payItemMessages.notFound);
  await refuseFinalised(tx, month);
  if (!editable(item)) throw new ConflictError(payItemMessages.notEditable);
  return item;
}

export async function changeItem(context: ServiceContext, { month, id }: PayItemRef, input: PayItemInput): Promise<PayItemView> {
  const { db, actor, now } = context;
  const current = await existing(db, month, id);
  if (current.employeeRecordId !== input.employeeRecordId) await checkReach(context, current.employeeRecordId);
  await checkPerson(context, month, input.employeeRecordId);
  const byAccountId = actor.account.id;
  await db.transaction(async (tx) => {
    const before = await lockEditable(tx, month, id);
    // Who entered it stays; the audit entry says who changed it.
    const item = { ...before, ...newItem(month, input, byAccountId), createdByAccountId: before.createdByAccountId };
    await updateItem(tx, id, item);
    const recoveries =
      item.kind === "advance"
        ? await replaceRecoveries(tx, item, input.recoveryMonths ?? 1, input.reason, byAccountId)
        : await clearRecoveries(tx, before);
    await recordStaffAction(
      tx,
      actor,
      "pay_item.changed",
      `employee:${item.employeeRecordId}`,
      { ...auditDetails(item, recoveries), before: { kind: before.kind, amount: before.amount } },
      now,
    );
  });
  return (await listItems(context, month)).items.find((item) => item.id === id)!;
}

/** An advance changed into another kind, or deleted, takes its recoveries with it. */
async function clearRecoveries(tx: Db, item: PayItem) {
  if (item.kind !== "advance") return undefined;
  await replaceSourceItems(tx, advanceSource(item.id), []);
  return [];
}

export async function removeItem(context: ServiceContext, { month, id }: PayItemRef): Promise<void> {
  const { db, actor, now, timeZone } = context;
  refuseFuture(month, businessDate(now, timeZone));
  await checkReach(context, (await existing(db, month, id)).employeeRecordId);
  await db.transaction(async (tx) => {
    const item = await lockEditable(tx, month, id);
    const recoveries = await clearRecoveries(tx, item);
    await deleteItem(tx, id);
    await recordStaffAction(tx, actor, "pay_item.deleted", `employee:${item.employeeRecordId}`, auditDetails(item, recoveries), now);
  });
}
