import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import type { HrLeave } from "@/shared/contract/leave-admin";
import type { Db } from "../../db/client";
import type { OutboxMessage } from "../../mail/outbox";
import { formatMailDate, renderMail, type MailContent, type MailSettings } from "../../mail/template";
import { accountOfEmployee, tell, watchersOfLeave, watchersOfNewLeave, type Recipient, type Watchers } from "./recipients";

// The leave messages (docs/product.md section 11), each queued in the transaction of its change: a new request tells
// the HR users and the person's reporting manager; a decision tells the person, with the comment; a cancellation
// tells those its request told (kept on the request), and the person when HR cancels their leave. A request's reason
// stays in the portal.

/** Where each reader acts on a request: HR's Leave panel, the manager's Team view, the person's Leave Requests tab. */
export const LEAVE_LINKS = {
  hr: "/hr-dashboard?panel=leaves",
  manager: "/employee-dashboard?tab=team",
  own: "/employee-dashboard?tab=leave",
} as const;

type LeaveFacts = Pick<HrLeave, "employeeName" | "employeeId" | "leaveType" | "startDate" | "endDate" | "workingDays">;

/** '12 Jun 2025', or '12 Jun 2025 to 14 Jun 2025'. */
export function leaveDates(leave: Pick<HrLeave, "startDate" | "endDate">): string {
  const start = formatMailDate(leave.startDate);
  return leave.endDate === leave.startDate ? start : `${start} to ${formatMailDate(leave.endDate)}`;
}

const dayCount = (n: number) => `${n} ${n === 1 ? "day" : "days"} of leave`;
const typeOf = (leave: LeaveFacts) => leaveTypeLabels[leave.leaveType];
/** 'Sick Leave, 12 Jun 2025': the line a subject or a notification names a request by. */
const summary = (leave: LeaveFacts) => `${typeOf(leave)}, ${leaveDates(leave)}`;

/** One e-mail of `kind` to `to`, greeted by name and signed by the company. */
function message(
  to: Recipient,
  { kind, subject, content }: { kind: string; subject: string; content: Omit<MailContent, "greeting"> },
  settings: MailSettings,
): OutboxMessage {
  const { text, html } = renderMail(
    { greeting: `Dear ${to.name},`, ...content, paragraphs: [...content.paragraphs, `Regards,\n${settings.companyName}`] },
    settings,
  );
  return { kind, to: to.email, subject, text, html };
}

/** A notice to the HR users and the reporting manager: the paragraphs may differ by audience, the bell's line does not. */
interface WatcherNotice {
  watchers: Watchers;
  kind: string;
  subject: string;
  paragraphs: (audience: "hr" | "manager") => string[];
  bellBody: string;
}

/** The same notice to the HR users and to the manager, each with the link to where they act on it. */
async function tellWatchers(tx: Db, notice: WatcherNotice, settings: MailSettings) {
  const { watchers, kind, subject, paragraphs, bellBody } = notice;
  for (const audience of ["hr", "manager"] as const) {
    const recipients = audience === "hr" ? watchers.hr : watchers.manager ? [watchers.manager] : [];
    const link = { label: audience === "hr" ? "Open the leave requests" : "Open your Team view", url: LEAVE_LINKS[audience] };
    await tell(tx, recipients, {
      mail: (to) => message(to, { kind, subject, content: { paragraphs: paragraphs(audience), link } }, settings),
      bell: { kind, title: subject, body: bellBody, link: LEAVE_LINKS[audience] },
    });
  }
}

/** A new request (its own view, read in the filing transaction): the HR users and the reporting manager, kept on the request. */
export async function announceLeaveRequest(tx: Db, leave: HrLeave, settings: MailSettings): Promise<void> {
  const watchers = await watchersOfNewLeave(tx, leave);
  const asks = `${leave.employeeName} (${leave.employeeId}) asks for ${typeOf(leave)} ${leave.endDate === leave.startDate ? "on" : "from"} ${leaveDates(leave)} (${dayCount(leave.workingDays)}).`;
  await tellWatchers(
    tx,
    {
      watchers,
      kind: "leave.requested",
      subject: `Leave request from ${leave.employeeName}: ${summary(leave)}`,
      paragraphs: (audience) => [
        asks,
        audience === "hr"
          ? "Approve or reject it in the Leave panel of the HR dashboard."
          : "As their reporting manager, approve or reject it in the Team view of your employee portal.",
      ],
      bellBody: summary(leave),
    },
    settings,
  );
}

/** A decision (the decided view): the person, with the decider's comment. */
export async function announceLeaveDecision(tx: Db, leave: HrLeave, settings: MailSettings): Promise<void> {
  const person = await accountOfEmployee(tx, leave.employeeRecordId);
  if (!person) return;
  const outcome = leave.status === "Approved" ? "approved" : "rejected";
  const who = leave.decidedAs === "manager" ? `Your reporting manager${leave.decidedBy ? `, ${leave.decidedBy},` : ""}` : "HR";
  const subject = `Your leave request was ${outcome}: ${summary(leave)}`;
  const paragraphs = [
    `${who} ${outcome} your ${typeOf(leave)} request for ${leaveDates(leave)}.`,
    ...(leave.comment ? [`Comment: ${leave.comment}`] : []),
  ];
  await tell(tx, [person], {
    mail: (to) =>
      message(
        to,
        { kind: "leave.decided", subject, content: { paragraphs, link: { label: "See your leave requests", url: LEAVE_LINKS.own } } },
        settings,
      ),
    bell: { kind: "leave.decided", title: subject, body: leave.comment ?? "", link: LEAVE_LINKS.own },
  });
}

/** The person withdrew a pending request or an approved leave: those the request told. */
export async function announceOwnCancellation(
  tx: Db,
  { leave, wasApproved }: { leave: HrLeave; wasApproved: boolean },
  settings: MailSettings,
): Promise<void> {
  const watchers = await watchersOfLeave(tx, leave);
  const what = wasApproved ? `approved ${typeOf(leave)}` : `${typeOf(leave)} request`;
  await tellWatchers(
    tx,
    {
      watchers,
      kind: "leave.cancelled",
      subject: `${leave.employeeName} cancelled leave: ${summary(leave)}`,
      paragraphs: () => [
        `${leave.employeeName} (${leave.employeeId}) cancelled their ${what} for ${leaveDates(leave)}.`,
        wasApproved ? "The days return to their balance." : "It no longer waits for a decision.",
      ],
      bellBody: summary(leave),
    },
    settings,
  );
}

/** HR cancelled an approved leave with a reason: the person, and those the request told (but the HR user acting). */
export async function announceHrCancellation(
  tx: Db,
  { leave, reason, actorAccountId }: { leave: HrLeave; reason: string; actorAccountId: number },
  settings: MailSettings,
): Promise<void> {
  const person = await accountOfEmployee(tx, leave.employeeRecordId);
  if (person) {
    const subject = `Your leave was cancelled: ${summary(leave)}`;
    const paragraphs = [
      `HR cancelled your approved ${typeOf(leave)} for ${leaveDates(leave)}.`,
      `Reason: ${reason}`,
      "The days return to your balance.",
    ];
    await tell(tx, [person], {
      mail: (to) =>
        message(
          to,
          { kind: "leave.cancelled", subject, content: { paragraphs, link: { label: "See your leave requests", url: LEAVE_LINKS.own } } },
          settings,
        ),
      bell: { kind: "leave.cancelled", title: subject, body: reason, link: LEAVE_LINKS.own },
    });
  }
  const watchers = await watchersOfLeave(tx, leave, actorAccountId);
  await tellWatchers(
    tx,
    {
      watchers,
      kind: "leave.cancelled",
      subject: `HR cancelled leave of ${leave.employeeName}: ${summary(leave)}`,
      paragraphs: () => [
        `HR cancelled the approved ${typeOf(leave)} of ${leave.employeeName} (${leave.employeeId}) for ${leaveDates(leave)}.`,
        `Reason: ${reason}`,
      ],
      bellBody: summary(leave),
    },
    settings,
  );
}
