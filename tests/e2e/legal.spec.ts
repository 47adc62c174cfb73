import { expect, test, type Page } from "./support/test";
import { buildSite } from "../../src/shared/site";
import { blockingViolations } from "./support/axe";
import { sharedPage } from "./support/shared-page";
import { PHONE_TOO } from "./support/widths";

const site = buildSite({ companyName: process.env.COMPANY_NAME, emailDomain: process.env.COMPANY_EMAIL_DOMAIN });

const documents = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    sections: 12,
    mustSay: [
      "Digital Personal Data Protection Act, 2023",
      "Information Technology Act, 2000",
      "Grievance Officer",
      site.email,
      "Contact inquiries",
      "Newsletter subscriptions",
      "Data Protection Board of India",
    ],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    sections: 13,
    mustSay: ["courts at Pune, Maharashtra", "laws of India", site.regulator.number, "Information Technology Act, 2000"],
  },
  {
    path: "/cookie-policy",
    title: "Cookie Policy",
    sections: 7,
    mustSay: ["Strictly necessary", "no analytics, advertising", "Portal session cookie", "Load interactive map"],
  },
] as const;

const contents = (page: Page) => page.getByRole("navigation", { name: "On this page" });

for (const doc of documents) {
  test.describe(doc.title, () => {
    // The two tests that only read the page share one load; the contents test follows links on its own page.
    const shared = sharedPage(doc.path, (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 }));

    test("shows its title, heading, last-updated date and the company's details", async () => {
      const page = shared();
      await expect(page).toHaveTitle(`${doc.title} | ${site.name}`);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(doc.title);
      await expect(page.getByText("Last updated: January 1, 2025", { exact: true })).toBeVisible();
      const main = page.getByRole("main");
      for (const text of doc.mustSay) await expect(main).toContainText(text);
      await expect(main).toContainText(site.name);
      await expect(main).toContainText(site.address.street);
      await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute("href", `mailto:${site.email}`);
    });

    test(
      "every table-of-contents link resolves to its section, clear of the fixed header",
      doc === documents[0] ? PHONE_TOO : {},
      async ({ page }) => {
        await page.goto(doc.path);
        const links = contents(page).getByRole("link");
        await expect(links).toHaveCount(doc.sections);
        const headings = page.getByRole("main").locator("article section > h2");
        await expect(headings).toHaveCount(doc.sections);

        for (let index = 0; index < doc.sections; index++) {
          const link = links.nth(index);
          const href = await link.getAttribute("href");
          expect(href).toMatch(/^#[a-z0-9-]+$/);
          const target = page.locator(href!);
          await expect(target).toHaveCount(1);
          const label = await link.locator("span").nth(1).innerText();
          await expect(target.locator("h2")).toContainText(label);
          await expect(target.locator("h2")).toContainText(`${index + 1}.`);
        }

        // Following a link scrolls its section into view below the fixed header.
        const last = links.last();
        const href = (await last.getAttribute("href"))!;
        await last.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        const heading = page.locator(`${href} h2`);
        await expect(heading).toBeInViewport();
        const headerBottom = await page
          .locator("header")
          .first()
          .evaluate((el) => el.getBoundingClientRect().bottom);
        await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
      },
    );

    test("links to the other two policies and has no serious accessibility violations", async () => {
      test.slow(); // a full axe-core run
      const page = shared();
      const related = page.getByRole("main").getByRole("heading", { name: "Related policies" }).locator("..");
      const others = documents.filter((other) => other.path !== doc.path);
      for (const other of others) {
        await expect(related.getByRole("link", { name: other.title })).toHaveAttribute("href", other.path);
      }
      expect(await blockingViolations(page, { include: "main" })).toEqual([]);
    });
  });
}
