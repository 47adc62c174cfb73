import type { Regularisation } from "@/shared/contract/regularisations";
import { twelveHourClock } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { formatMailDate, renderMail, type MailSettings } from "../../mail/template";
import { accountOfEmployee, tell, watchersOf, type Recipient } from "./recipients";

// The attendance correction messages (docs/product.md section 11), each queued in the transaction of its change: a
// new request tells the HR users and the person's reporting manager; a decision tells the person, with the comment.
// The reason stays in the portal, as a leave request's does.

/** Where each reader acts on a request: HR's Attendance panel, the manager's Team view, the person's month. */
export const CORRECTION_LINKS = {
  hr: "/hr-dashboard?panel=attendance",
  manager: "/employee-dashboard?tab=team",
  own: "/employee-dashboard?tab=attendance",
} as const;

/** 'check-in 9:05 AM, check-out 6:10 PM' (or 'no check-out'). */
const askedTimes = (request: Regularisation) =>
  `check-in ${twelveHourClock(request.checkIn)}, ${request.checkOut ? `check-out ${twelveHourClock(request.checkOut)}` : "no check-out"}`;

/** One e-mail of `kind` to `to`, greeted by name and signed by the company, with the link to act on it. */
function mailTo(
  to: Recipient,
  mail: { kind: string; subject: string; paragraphs: string[]; link: { label: string; url: string } },
  settings: MailSettings,
) {
  const { kind, subject, paragraphs, link } = mail;
  const { text, html } = renderMail(
    { greeting: `Dear ${to.name},`, paragraphs: [...paragraphs, `Regards,\n${settings.companyName}`], link },
    settings,
  );
  return { kind, to: to.email, subject, text, html };
}

/** A new request (its view, read in the filing transaction): the HR users and the reporting manager. */
export async function announceCorrectionRequest(tx: Db, request: Regularisation, settings: MailSettings): Promise<void> {
  const watchers = await watchersOf(tx, request.employeeRecordId);
  const day = formatMailDate(request.date);
  const subject = `Attendance correction request from ${request.employeeName}: ${day}`;
  const asks = `${request.employeeName} (${request.employeeId}) asks to correct their attendance on ${day}: ${askedTimes(request)}.`;
  for (const audience of ["hr", "manager"] as const) {
    const recipients = audience === "hr" ? watchers.hr : watchers.manager ? [watchers.manager] : [];
    const where =
      audience === "hr"
        ? "Approve or reject it in the Attendance panel of the HR dashboard."
        : "As their reporting manager, approve or reject it in the Team view of your employee portal.";
    const link = { label: audience === "hr" ? "Open the correction requests" : "Open your Team view", url: CORRECTION_LINKS[audience] };
    await tell(tx, recipients, {
      mail: (to) => mailTo(to, { kind: "correction.requested", subject, paragraphs: [asks, where], link }, settings),
      bell: { kind: "correction.requested", title: subject, body: askedTimes(request), link: CORRECTION_LINKS[audience] },
    });
  }
}

/** A decision (the decided view): the person, with the decider's comment. */
export async function announceCorrectionDecision(tx: Db, request: Regularisation, settings: MailSettings): Promise<void> {
  const person = await accountOfEmployee(tx, request.employeeRecordId);
  if (!person) return;
  const outcome = request.status === "Approved" ? "approved" : "rejected";
  const day = formatMailDate(request.date);
  const who = request.decidedAs === "manager" ? `Your reporting manager${request.decidedBy ? `, ${request.decidedBy},` : ""}` : "HR";
  const subject = `Your attendance correction was ${outcome}: ${day}`;
  const paragraphs = [
    `${who} ${outcome} your request to correct ${day} (${askedTimes(request)}).`,
    ...(request.status === "Approved" ? ["Your attendance for that day now shows these times."] : []),
    ...(request.comment ? [`Comment: ${request.comment}`] : []),
  ];
  await tell(tx, [person], {
    mail: (to) =>
      mailTo(
        to,
        { kind: "correction.decided", subject, paragraphs, link: { label: "See your attendance", url: CORRECTION_LINKS.own } },
        settings,
      ),
    bell: { kind: "correction.decided", title: subject, body: request.comment ?? "", link: CORRECTION_LINKS.own },
  });
}
