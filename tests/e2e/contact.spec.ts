/** The contact page's details, company profile and map; the form: contact-form.spec.ts. */
import { expect, test, type Page, type Request } from "./support/test";
import { buildSite } from "../../src/shared/site";
import { openContact, stubMapHost } from "./support/contact-page";

const site = buildSite({ companyName: process.env.COMPANY_NAME, emailDomain: process.env.COMPANY_EMAIL_DOMAIN });

/** Every request that leaves the machine (anything not on the dev/preview host). */
function thirdPartyRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (protocol.startsWith("http") && hostname !== "127.0.0.1" && hostname !== "localhost") seen.push(request);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await stubMapHost(page);
});

test("shows the office address, e-mail, phone, website and business hours", async ({ page }) => {
  await openContact(page);
  await expect(page).toHaveTitle(`Contact Us | ${site.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  const main = page.getByRole("main");

  const address = main.getByTestId("contact-address");
  await expect(address).toContainText(site.address.street);
  await expect(address).toContainText(`${site.address.locality}, ${site.address.city}`);
  await expect(address).toContainText(`${site.address.region} ${site.address.postalCode}`);
  await expect(address).toContainText("Pune");

  await expect(main.getByRole("link", { name: site.email, exact: true })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(main.getByRole("link", { name: site.phone, exact: true })).toHaveAttribute("href", site.phoneHref);
  expect(site.phoneHref).toMatch(/^tel:\+91\d{10}$/);
  await expect(main.getByRole("link", { name: site.url.replace("https://", ""), exact: true })).toHaveAttribute("href", site.url);

  const hours = main.getByTestId("business-hours").locator(":scope > div");
  await expect(hours).toHaveCount(2);
  await expect(hours.nth(0)).toHaveText("Monday - Saturday: 9:00 AM - 6:00 PM", { useInnerText: true });
  await expect(hours.nth(1)).toHaveText("Sunday: Closed", { useInnerText: true });
});

test("the QR image and the link download the company profile PDF", async ({ page, request }) => {
  await openContact(page);
  const qr = page.getByRole("img", { name: /QR code that opens the .* company profile/ });
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("alt", `QR code that opens the ${site.name} company profile (PDF) at ${site.url}/company-profile.pdf`);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const link = page.getByRole("link", { name: "Download Company Profile" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", "/company-profile.pdf");
  await expect(link).toHaveAttribute("download", /.*/);

  const pdf = await request.get("/company-profile.pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  expect(body.length).toBeGreaterThan(3000);

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("company-profile.pdf");
  expect(new URL(download.url()).pathname).toBe("/company-profile.pdf");
});

test("the map loads only after a click, with the embed URL; no third-party request before", async ({ page }) => {
  const external = thirdPartyRequests(page);
  await openContact(page);
  const map = page.getByTestId("office-map");
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole("img", { name: /Street map of .*Pune/ })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Open in OpenStreetMap" })).toHaveAttribute("href", site.map.linkUrl);
  await page.waitForLoadState("networkidle");
  expect(external.map((request) => request.url())).toEqual([]);

  const framed = page.waitForRequest((request) => request.url() === site.map.embedUrl);
  await map.getByRole("button", { name: "Load interactive map" }).click();
  const frame = page.locator('iframe[title="Office location map"]');
  await expect(frame).toHaveAttribute("src", site.map.embedUrl);
  await framed;
  await expect(page.frameLocator('iframe[title="Office location map"]').getByText("Map stub")).toBeVisible();
  expect(external.every((request) => new URL(request.url()).origin === site.map.origin)).toBe(true);
});
