/** The contact form: validation, sending, failures, the honeypot and its accessibility; the rest of the page: contact.spec.ts. */
import { expect, test, type Locator, type Page, type Request } from "./support/test";
import { inquirySubjects } from "../../src/shared/contract/inquiries";
import { blockingViolations } from "./support/axe";
import { openContact, stubMapHost } from "./support/contact-page";

const messages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  subject: "Subject is required",
  message: "Message must be at least 10 characters",
} as const;
type FieldName = keyof typeof messages;

const valid = {
  name: "Anita Kulkarni",
  email: "anita.kulkarni@example.com",
  phone: "+91 98765 43210",
  subject: "property",
  message: "We are looking for a 3 BHK near Baner for possession next year.",
};

function inquiryRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/inquiries") seen.push(request);
  });
  return seen;
}

const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });
const control = (page: Page, name: FieldName): Locator => page.locator(`#contact-${name}`);
const submit = (page: Page) => form(page).getByRole("button", { name: "Send Message" });

async function fill(page: Page, values: Partial<typeof valid>) {
  const f = form(page);
  if (values.name !== undefined) await f.getByLabel("Full Name").fill(values.name);
  if (values.email !== undefined) await f.getByLabel("Email Address").fill(values.email);
  if (values.phone !== undefined) await f.getByLabel("Phone Number").fill(values.phone);
  if (values.subject !== undefined) await f.getByLabel("Subject").selectOption(values.subject);
  if (values.message !== undefined) await f.getByLabel("Message").fill(values.message);
}

/** The field shows exactly its message (docs/product.md section 3.9), wired to the control; or shows none. */
async function expectError(page: Page, name: FieldName, shown: boolean) {
  const error = page.locator(`#contact-${name}-error`);
  if (shown) {
    await expect(error).toHaveText(messages[name]);
    await expect(control(page, name)).toHaveAttribute("aria-invalid", "true");
    await expect(control(page, name)).toHaveAttribute("aria-describedby", `contact-${name}-error`);
  } else {
    await expect(error).toHaveCount(0);
    await expect(control(page, name)).not.toHaveAttribute("aria-invalid", "true");
  }
}

async function expectValues(page: Page, values: typeof valid) {
  for (const name of Object.keys(values) as FieldName[]) await expect(control(page, name)).toHaveValue(values[name]);
}

const toast = (page: Page, type: "success" | "error") => page.locator(`[data-sonner-toast][data-type="${type}"]`);

test.beforeEach(async ({ page }) => {
  await stubMapHost(page);
});

test("an empty submit shows every field's message under its field and sends nothing", async ({ page }) => {
  const sent = inquiryRequests(page);
  await openContact(page);
  await expect(control(page, "subject").locator("option")).toHaveText(["Select a subject", ...inquirySubjects.map((s) => s.label)]);
  await expect(control(page, "subject").locator("option").first()).toHaveAttribute("value", "");

  await submit(page).click();
  for (const name of Object.keys(messages) as FieldName[]) await expectError(page, name, true);
  await expect(control(page, "name")).toBeFocused();
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(0);
});

test("validation boundaries: name 1 vs 2, phone 9 vs 10, message 9 vs 10 characters", async ({ page }) => {
  const sent = inquiryRequests(page);
  await page.route("**/api/inquiries", (route) =>
    route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ id: 1, message: "ok" }) }),
  );
  await openContact(page);

  await fill(page, { ...valid, name: "A", email: "anita@", subject: "" });
  await submit(page).click();
  await expectError(page, "name", true);
  await expectError(page, "email", true);
  await expectError(page, "subject", true);
  await expectError(page, "phone", false);
  await expectError(page, "message", false);

  await fill(page, { name: "Ab", email: valid.email, subject: "general", phone: "987654321" });
  await submit(page).click();
  await expectError(page, "name", false);
  await expectError(page, "email", false);
  await expectError(page, "subject", false);
  await expectError(page, "phone", true);

  await fill(page, { phone: "9876543210", message: "123456789" });
  await submit(page).click();
  await expectError(page, "phone", false);
  await expectError(page, "message", true);
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(0);

  await fill(page, { message: "1234567890" });
  await expectError(page, "message", false);
  await submit(page).click();
  await expect(page.getByTestId("thank-you-panel")).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.method()).toBe("POST");
  expect(sent[0]!.postDataJSON()).toMatchObject({
    name: "Ab",
    email: valid.email,
    phone: "9876543210",
    subject: "general",
    message: "1234567890",
  });
});

test("sends a message to the real API, thanks the visitor and offers an empty form again", async ({ page }, testInfo) => {
  await openContact(page);
  const email = `e2e.${testInfo.project.name}.${Date.now()}@example.com`;
  await fill(page, { ...valid, email });
  const [response] = await Promise.all([page.waitForResponse("**/api/inquiries"), submit(page).click()]);
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ ...valid, email, website: "" });

  await expect(toast(page, "success")).toContainText("Success!");
  await expect(toast(page, "success")).toContainText("Your message has been sent. We'll get back to you soon.");
  const panel = page.getByTestId("thank-you-panel");
  await expect(panel).toContainText("Your message has been received. We'll get back to you shortly.");
  await expect(form(page)).toHaveCount(0);

  await panel.getByRole("button", { name: "Send Another Message" }).click();
  await expect(form(page)).toBeVisible();
  await expectValues(page, { name: "", email: "", phone: "", subject: "", message: "" });
  await expect(control(page, "name")).toBeFocused();
  for (const name of Object.keys(messages) as FieldName[]) await expectError(page, name, false);
});

test("shows 'Sending...' and disables the button while the request is pending", async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/inquiries", async (route) => {
    await gate;
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ id: 7, message: "ok" }) });
  });
  await openContact(page);
  await fill(page, valid);
  await submit(page).click();

  const busy = form(page).getByRole("button", { name: "Sending..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(form(page).getByRole("button", { name: "Send Message" })).toHaveCount(0);
  release();
  await expect(page.getByTestId("thank-you-panel")).toBeVisible();
});

test("when the validation code cannot be fetched, the server's validation still answers and nothing typed is lost", async ({ page }) => {
  await page.route("**/assets/inquiries-*.js", (route) => route.abort("failed"));
  await openContact(page);
  const short = { ...valid, message: "Too short" };
  await fill(page, short);
  const [response] = await Promise.all([page.waitForResponse("**/api/inquiries"), submit(page).click()]);
  expect(response.status()).toBe(400);
  expect((await response.json()).fieldErrors.message).toEqual(["Message must be at least 10 characters"]);
  await expect(toast(page, "error")).toContainText("There was a problem sending your message. Please try again.");
  await expectValues(page, short);
  await expect(submit(page)).toBeEnabled();
});

for (const failure of ["500", "aborted"] as const) {
  test(`a ${failure} request shows the error toast, logs it and keeps the values`, async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.route("**/api/inquiries", (route) =>
      failure === "500"
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Database unavailable" }) })
        : route.abort("failed"),
    );
    await openContact(page);
    await fill(page, valid);
    await submit(page).click();

    await expect(toast(page, "error")).toContainText("Error");
    await expect(toast(page, "error")).toContainText("There was a problem sending your message. Please try again.");
    await expect(page.getByTestId("thank-you-panel")).toHaveCount(0);
    await expectValues(page, valid);
    await expect(submit(page)).toBeEnabled();
    await expect
      .poll(() => logged.some((text) => (failure === "500" ? text.includes("500: ") : text.includes("Failed to fetch"))))
      .toBe(true);
  });
}

test("the honeypot is hidden from people and assistive technology", async ({ page }) => {
  await openContact(page);
  const honeypot = form(page).locator('input[name="website"]');
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(honeypot.locator("xpath=..")).toHaveAttribute("aria-hidden", "true");
  await expect(honeypot).not.toBeInViewport();
});

test("the page content has no serious accessibility violations, before and after validation", async ({ page }) => {
  test.slow(); // two full axe-core runs
  await openContact(page);
  const serious = () => blockingViolations(page, { include: "main" });
  expect(await serious()).toEqual([]);
  await submit(page).click();
  await expectError(page, "name", true);
  expect(await serious()).toEqual([]);
});
