import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { ADMIN_SETTINGS_PATH } from "@/shared/contract/settings";
import { inquiries, notifications, outbox, staffAccounts } from "../../db/schema";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";
import { createMessagesTestApp, type MessagesTestContext } from "../../testing/messages-test-app";
import { ACKNOWLEDGEMENT_GREETING } from "./inquiry-mail";

const valid = {
  name: "Asha Kulkarni",
  email: "asha@example.com",
  phone: "+91 98220 12345",
  subject: "partnership",
  message: "We are launching a 2 BHK project in Wakad and need a sales partner.",
};
const link = "https://www.prasthanrealty.example/admin-dashboard?panel=inquiries";

let ctx: MessagesTestContext;
let address = 0;
const post = (payload: object = valid) =>
  ctx.app.inject({ method: "POST", url: "/api/inquiries", payload, remoteAddress: `10.5.0.${(address += 1)}` });
const setAcknowledgement = (on: boolean) =>
  ctx.as("admin", { method: "PUT", url: ADMIN_SETTINGS_PATH, payload: { ...DEFAULT_SETTINGS, inquiryAcknowledgement: on } });

const secondAdmin = "deputy.admin@prasthanrealty.example";
beforeAll(async () => {
  ctx = await createMessagesTestApp();
  // A second active admin is told too; a deactivated one is not.
  await ctx.database.db.insert(staffAccounts).values([
    { email: secondAdmin, name: "Deputy Admin", role: "admin", passwordHash: "unused" },
    { email: "former.admin@prasthanrealty.example", name: "Former Admin", role: "admin", passwordHash: "unused", isActive: false },
  ]);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  for (const table of ["inquiries", "outbox", "notifications", "rate_limits"])
    await ctx.database.db.execute(sql.raw(`delete from ${table}`));
  ctx.sink.clear();
});

describe("a new inquiry tells the admins", () => {
  it("e-mails each active admin the sender, the subject and a link to the dashboard, and rings their bell, without the message", async () => {
    expect((await post()).statusCode).toBe(201);
    const mails = await ctx.deliver();
    expect(mails.map((mail) => mail.envelopeTo).sort()).toEqual([[secondAdmin], [people.admin.email]]);
    const mail = mails.find((each) => each.envelopeTo[0] === people.admin.email);
    expect(mail!.subject).toBe("New inquiry: Business Partnership from Asha Kulkarni");
    expect(mail!.text).toContain("Asha Kulkarni sent a message through the contact form on 2 Jun 2025, 10:00 am (Business Partnership).");
    expect(mail!.text).toContain(`Open the inquiries: ${link}`);
    expect(mail!.html).toContain(`href="${link}"`);
    for (const personal of ["98220", "asha@example.com", "Wakad"]) expect(mail!.text + mail!.html).not.toContain(personal);

    const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.accountId, ctx.accounts.admin.id));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      kind: "inquiry.new",
      title: "New inquiry: Business Partnership from Asha Kulkarni",
      link: "/admin-dashboard?panel=inquiries",
      readAt: null,
    });
    for (const role of ["hr", "employee"] as const) {
      expect(await ctx.database.db.select().from(notifications).where(eq(notifications.accountId, ctx.accounts[role].id))).toHaveLength(0);
    }
  });

  it("sends no acknowledgement to the sender while the setting is off (the default)", async () => {
    expect((await ctx.as("admin", { method: "GET", url: ADMIN_SETTINGS_PATH })).json().inquiryAcknowledgement).toBe(false);
    await post();
    const mails = await ctx.deliver();
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual([secondAdmin, people.admin.email]);
  });

  it("acknowledges to the sender once the admin turns the setting on, and stops when it is off again", async () => {
    const on = await setAcknowledgement(true);
    expect(on.statusCode).toBe(200);
    expect(on.json().inquiryAcknowledgement).toBe(true);
    await post();
    const mails = await ctx.deliver();
    const acknowledgement = mails.find((mail) => mail.envelopeTo[0] === "asha@example.com");
    expect(acknowledgement!.subject).toBe("We have received your message - Prasthan Realty");
    expect(acknowledgement!.text.startsWith(`${ACKNOWLEDGEMENT_GREETING}\n\n`)).toBe(true);
    expect(acknowledgement!.text).not.toContain("Asha");
    expect(acknowledgement!.text).toContain('We have received your message about "Business Partnership" and will get back to you shortly.');
    expect(mails).toHaveLength(3);

    ctx.sink.clear();
    await setAcknowledgement(false);
    await post({ ...valid, email: "second@example.com" });
    expect((await ctx.deliver()).map((mail) => mail.envelopeTo[0]).sort()).toEqual([secondAdmin, people.admin.email]);
  });

  it("echoes nothing the sender typed into the acknowledgement to the unverified address", async () => {
    await setAcknowledgement(true);
    const typed = {
      name: "Visit https://evil.example now",
      message: "Cheap offers at http://spam.example/win today",
      phone: "+91 90000 00000",
    };
    expect((await post({ ...valid, ...typed, email: "victim@example.com" })).statusCode).toBe(201);
    const [acknowledgement] = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, "victim@example.com"));
    const mail = `${acknowledgement!.subject}\n${acknowledgement!.textBody}\n${acknowledgement!.htmlBody}`;
    for (const echoed of ["evil.example", "Visit", "spam.example", "Cheap offers", "90000"]) expect(mail).not.toContain(echoed);
    // The only links are the company's own site, in the footer.
    expect(mail.match(/https?:\/\/[^\s<"]+/g)!.every((url) => url.startsWith("https://www.prasthanrealty.example"))).toBe(true);
    expect(acknowledgement!.textBody).toContain(`${ACKNOWLEDGEMENT_GREETING}\n\nThank you for writing to Prasthan Realty.`);
    await setAcknowledgement(false);
  });

  it("a bot caught by the honeypot tells nobody", async () => {
    expect((await post({ ...valid, website: "http://spam.example" })).statusCode).toBe(201);
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(0);
    expect(await ctx.database.db.select().from(notifications)).toHaveLength(0);
  });

  it("a settings value that is not on or off is refused with its message", async () => {
    const bad = await ctx.as("admin", {
      method: "PUT",
      url: ADMIN_SETTINGS_PATH,
      payload: { ...DEFAULT_SETTINGS, inquiryAcknowledgement: "yes" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.inquiryAcknowledgement).toEqual(["Inquiry acknowledgement must be on or off"]);
  });

  it("stores no inquiry when its notices cannot be written: one transaction", async () => {
    await ctx.database.db.execute(
      sql`create or replace function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox refused'; end $$`,
    );
    await ctx.database.db.execute(sql`create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox()`);
    try {
      expect((await post()).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_outbox on outbox`);
    }
    expect(await ctx.database.db.select().from(inquiries)).toHaveLength(0);
    expect(await ctx.database.db.select().from(notifications)).toHaveLength(0);
  });
});

describe("INQUIRY_NOTIFY_TO", () => {
  let other: MessagesTestContext;
  beforeAll(async () => {
    other = await createMessagesTestApp({ INQUIRY_NOTIFY_TO: "sales@prasthanrealty.example, owner@example.in" });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await other?.close();
  }, SETUP_TIMEOUT);

  it("sends the e-mail to those addresses instead of the admins; the admins' bell still rings", async () => {
    const response = await other.app.inject({ method: "POST", url: "/api/inquiries", payload: valid, remoteAddress: "10.6.0.1" });
    expect(response.statusCode).toBe(201);
    const mails = await other.deliver();
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(["owner@example.in", "sales@prasthanrealty.example"]);
    expect(mails.every((mail) => mail.subject === "New inquiry: Business Partnership from Asha Kulkarni")).toBe(true);
    expect(await other.database.db.select().from(notifications).where(eq(notifications.accountId, other.accounts.admin.id))).toHaveLength(
      1,
    );
  });
});
