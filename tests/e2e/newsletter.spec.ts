import { expect, test, type Page, type Request } from "./support/test";

const SUBSCRIBE_URL = "**/api/subscribers";

const block = (page: Page) => page.getByRole("region", { name: "Stay Ahead of Pune's Property Market" });
const emailField = (page: Page) => block(page).getByRole("textbox", { name: "Email address" });
const submit = (page: Page) => block(page).getByRole("button", { name: /^Subscrib/ });

/** The single visible toast, with its title and description. */
async function expectToast(page: Page, type: "success" | "error", title: string, description: string) {
  const toast = page.locator('[data-sonner-toast][data-visible="true"]');
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute("data-type", type);
  await expect(toast.locator("[data-title]")).toHaveText(title);
  await expect(toast.locator("[data-description]")).toHaveText(description);
}

async function dismissToast(page: Page) {
  await page.locator("[data-sonner-toast] [data-close-button]").click();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

/** Opens a page and waits until its scripts have settled, so typing is not lost to a late re-render. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(submit(page)).toBeEnabled();
}

function recordSubscribeCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/subscribers")) calls.push(request);
  });
  return calls;
}

test("the block has a labelled e-mail field, a Subscribe button and a hidden honeypot", async ({ page }) => {
  await openPage(page, "/about");
  await expect(block(page).getByRole("heading", { level: 2 })).toHaveText("Stay Ahead of Pune's Property Market");
  await expect(emailField(page)).toHaveAttribute("type", "email");
  await expect(submit(page)).toHaveText("Subscribe");
  await expect(submit(page)).toBeEnabled();
  const honeypot = block(page).locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(honeypot).not.toBeInViewport();
  await expect(block(page).locator('[aria-hidden="true"]', { has: page.locator('input[name="website"]') })).toHaveCount(1);
});

test("an empty address shows 'Please enter your email address' and sends nothing", async ({ page }) => {
  const calls = recordSubscribeCalls(page);
  await openPage(page, "/");
  await submit(page).click();
  await expectToast(page, "error", "Error", "Please enter your email address");

  // Blanks only count as empty too.
  await dismissToast(page);
  await emailField(page).fill("   ");
  await submit(page).click();
  await expectToast(page, "error", "Error", "Please enter your email address");
  await page.waitForTimeout(300);
  expect(calls).toHaveLength(0);
});

test("a valid address is subscribed through the API, thanked and cleared", async ({ page }, testInfo) => {
  await openPage(page, "/services");
  const email = `newsletter.${testInfo.project.name}.${Date.now()}@example.com`;
  await emailField(page).fill(`  ${email}  `);
  const [request, response] = await Promise.all([
    page.waitForRequest((req) => req.url().endsWith("/api/subscribers") && req.method() === "POST"),
    page.waitForResponse((res) => res.url().endsWith("/api/subscribers")),
    submit(page).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ email, website: "" });
  expect(response.status()).toBe(201);
  await expectToast(page, "success", "Success!", "Thank you for subscribing to our newsletter!");
  await expect(emailField(page)).toHaveValue("");
  await expect(submit(page)).toHaveText("Subscribe");
});

test("while the request runs the button reads 'Subscribing...' and is disabled", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SUBSCRIBE_URL, async (route) => {
    await held;
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ message: "ok" }) });
  });
  await openPage(page, "/");
  await emailField(page).fill("busy.state@example.com");
  await submit(page).click();
  await expect(submit(page)).toHaveText("Subscribing...");
  await expect(submit(page)).toBeDisabled();
  release();
  await expectToast(page, "success", "Success!", "Thank you for subscribing to our newsletter!");
  await expect(submit(page)).toHaveText("Subscribe");
  await expect(submit(page)).toBeEnabled();
  await expect(emailField(page)).toHaveValue("");
});

test("a server error shows the failure notice and keeps the address", async ({ page }) => {
  await page.route(SUBSCRIBE_URL, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Internal error" }) }),
  );
  await openPage(page, "/");
  await emailField(page).fill("server.error@example.com");
  await submit(page).click();
  await expectToast(page, "error", "Error", "Failed to subscribe. Please try again later.");
  await expect(emailField(page)).toHaveValue("server.error@example.com");
  await expect(submit(page)).toHaveText("Subscribe");
  await expect(submit(page)).toBeEnabled();
});

test("a rate-limit answer and a network failure both show the failure notice", async ({ page }) => {
  let mode: "429" | "abort" = "429";
  await page.route(SUBSCRIBE_URL, (route) =>
    mode === "429"
      ? route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message: "Too many requests" }) })
      : route.abort("failed"),
  );
  await openPage(page, "/contact");
  await emailField(page).fill("rate.limited@example.com");
  await submit(page).click();
  await expectToast(page, "error", "Error", "Failed to subscribe. Please try again later.");

  mode = "abort";
  await dismissToast(page);
  await submit(page).click();
  await expectToast(page, "error", "Error", "Failed to subscribe. Please try again later.");
  await expect(emailField(page)).toHaveValue("rate.limited@example.com");
});

test("a filled honeypot is sent along (the server quietly ignores it)", async ({ page }) => {
  let body: unknown;
  await page.route(SUBSCRIBE_URL, async (route) => {
    body = route.request().postDataJSON();
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ message: "ok" }) });
  });
  await openPage(page, "/");
  await block(page).locator('input[name="website"]').fill("https://spam.example");
  await emailField(page).fill("bot@example.com");
  await submit(page).click();
  await expectToast(page, "success", "Success!", "Thank you for subscribing to our newsletter!");
  expect(body).toEqual({ email: "bot@example.com", website: "https://spam.example" });
});
