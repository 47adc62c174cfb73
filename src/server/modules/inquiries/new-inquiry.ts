import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { enqueueMail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/template";
import { notify } from "../notifications/store";
import { loadSettings } from "../settings/store";
import { INQUIRIES_LINK, inquiryAcknowledgementMessage, inquiryNotice, inquiryNoticeMessage } from "./inquiry-mail";
import { activeAdmins, insertInquiry, type NewInquiry } from "./store";

/**
 * A contact-form inquiry (docs/product.md section 11), in one transaction: the inquiry, an e-mail to each admin
 * (or to INQUIRY_NOTIFY_TO's addresses instead), a notification on each admin's bell, and the sender's
 * acknowledgement when the setting is on. An inquiry is never stored without its notices, nor the reverse.
 */
export async function receiveInquiry(
  db: Db,
  inquiry: NewInquiry,
  context: { config: Pick<Config, "INQUIRY_NOTIFY_TO">; settings: MailSettings; now: Date },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const stored = await insertInquiry(tx, inquiry, context.now);
    const facts = { ...inquiry, createdAt: stored.createdAt };
    const admins = await activeAdmins(tx);
    const recipients = context.config.INQUIRY_NOTIFY_TO ?? admins.map((admin) => admin.email);
    for (const to of recipients) await enqueueMail(tx, inquiryNoticeMessage(to, facts, context.settings));
    const notice = inquiryNotice(facts, context.settings);
    await notify(
      tx,
      admins.map((admin) => admin.id),
      { kind: "inquiry.new", title: notice.subject, body: notice.line, link: INQUIRIES_LINK },
    );
    if ((await loadSettings(tx)).inquiryAcknowledgement) {
      await enqueueMail(tx, inquiryAcknowledgementMessage(inquiry.email, { subject: inquiry.subject }, context.settings));
    }
    return { id: stored.id };
  });
}
