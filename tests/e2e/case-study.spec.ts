import { expect, test, type Page } from "./support/test";
import { buildSite } from "../../src/shared/site";
import { PHONE_TOO } from "./support/widths";

const site = buildSite({ companyName: process.env.COMPANY_NAME, emailDomain: process.env.COMPANY_EMAIL_DOMAIN });

// docs/product.md section 3.7: the five case studies and their metrics, word for word.
const studies = [
  {
    id: 1,
    title: "Estella",
    location: "Wakad, Pune",
    revenue: "₹72 Cr",
    units: "96",
    visits: "900+",
    developer: "Aarav Landmarks",
    unitType: "2 & 3 BHK Apartments",
    bedrooms: "2 & 3",
    bathrooms: "2 & 3",
    completion: "March 2024",
    services: ["Strategy Services", "Marketing Services", "Sales Services", "CRM Services"],
  },
  {
    id: 2,
    title: "Onella Tower",
    location: "Hinjewadi, Pune",
    revenue: "₹45 Cr",
    units: "114",
    visits: "1000+",
    developer: "Onella Realty",
    unitType: "1 & 2 BHK Apartments",
    bedrooms: "1 & 2",
    bathrooms: "1 & 2",
    completion: "November 2023",
    services: ["Marketing Services", "Sales Services", "CRM Services"],
  },
  {
    id: 3,
    title: "Stella",
    location: "Baner, Pune",
    revenue: "₹50 Cr",
    units: "90",
    visits: "750+",
    developer: "Stellar Habitat Developers",
    unitType: "2 & 3 BHK Apartments",
    bedrooms: "2 & 3",
    bathrooms: "2 & 3",
    completion: "August 2023",
    services: ["Strategy Services", "Marketing Services", "Sales Services"],
  },
  {
    id: 4,
    title: "Silver Orchid",
    location: "Kharadi, Pune",
    revenue: "₹41 Cr",
    units: "50",
    visits: "600+",
    developer: "Silverline Constructions",
    unitType: "3 BHK Apartments",
    bedrooms: "3",
    bathrooms: "3",
    completion: "January 2024",
    services: ["Strategy Services", "Marketing Services", "Sales Services", "CRM Services"],
  },
  {
    id: 5,
    title: "Rajveer Imperia",
    location: "Wagholi, Pune",
    revenue: "₹70 Cr",
    units: "90",
    visits: "800+",
    developer: "Rajveer Group",
    unitType: "2 & 3 BHK Apartments",
    bedrooms: "2 & 3",
    bathrooms: "2 & 3",
    completion: "June 2024",
    services: ["Strategy Services", "Marketing Services", "Sales Services", "CRM Services"],
  },
] as const;

const metric = (page: Page, key: "revenue" | "units" | "visits") => page.locator(`[data-metric="${key}"] dd`);
const detail = (page: Page, label: string) => page.locator(`[data-detail="${label}"] dd`);

/**
 * Opens a page under a fake clock and pauses it once the page has rendered (pages load lazily and
 * React reveals them on a timer, so time must flow until then). The counters then move only with runFor.
 */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
}

for (const study of studies) {
  // The first study also at phone width: the others show the same layout with other words.
  test(
    `case study ${study.id} (${study.title}) shows its hero, metrics after the count-up, details and calls to action`,
    study.id === 1 ? PHONE_TOO : {},
    async ({ page }) => {
      test.slow(); // drives a fake clock frame by frame
      await openWithPausedClock(page, `/projects/${study.id}`);
      await expect(page).toHaveTitle(`${study.title}, ${study.location} | Case Study | ${site.name}`);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      await expect(page.getByTestId("case-status")).toHaveText("Completed");
      await expect(page.getByTestId("case-type")).toHaveText("Residential");
      await expect(page.getByTestId("case-completion")).toHaveText(`Completed: ${study.completion}`);
      await expect(page.getByRole("main").getByText(study.location, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/projects");

      const image = page.getByRole("main").getByRole("img", { name: new RegExp(study.title) });
      await expect(image).toHaveAttribute("width", "800");
      await expect(image).toHaveAttribute("height", "600");
      for (const heading of [
        "Project Overview",
        "Key Highlights",
        "Performance Metrics",
        "Project Details",
        "Services Provided",
        "Key Features",
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }

      await expect(detail(page, "Developer")).toHaveText(study.developer);
      await expect(detail(page, "Unit Type")).toHaveText(study.unitType);
      await expect(detail(page, "Bedrooms")).toHaveText(study.bedrooms);
      await expect(detail(page, "Bathrooms")).toHaveText(study.bathrooms);
      await expect(page.getByRole("region", { name: "Services Provided" }).getByRole("listitem")).toHaveText([...study.services]);
      await expect(page.getByRole("region", { name: "Key Highlights" }).getByRole("listitem")).toHaveCount(4);
      await expect(page.getByRole("region", { name: "Key Features" }).getByRole("listitem")).toHaveCount(6);

      // Count-up: starts from zero when the metrics scroll into view and ends on the exact figures.
      await expect(page.locator("[data-metric] dt")).toHaveText(["Revenue Generated", "Units Sold", "Site Visits"]);
      await metric(page, "units").scrollIntoViewIfNeeded();
      await expect
        .poll(async () => {
          await page.clock.runFor(16);
          return metric(page, "units").textContent();
        })
        .not.toBe("0");
      // Jump past the 2-second count-up (the test below steps through it frame by frame).
      await page.clock.fastForward(2100);
      await expect(metric(page, "revenue")).toHaveText(study.revenue);
      await expect(metric(page, "units")).toHaveText(study.units);
      await expect(metric(page, "visits")).toHaveText(study.visits);

      const cta = page.getByRole("region", { name: "Want Results Like These for Your Project?" });
      await expect(cta.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
      await expect(cta.getByRole("link", { name: "View More Projects" })).toHaveAttribute("href", "/projects");
    },
  );
}

test("the metrics take 2 seconds to count up", async ({ page }) => {
  test.slow(); // drives a fake clock frame by frame
  await openWithPausedClock(page, "/projects/2");
  const units = metric(page, "units");
  await units.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return units.textContent();
    })
    .not.toBe("0");
  await page.clock.runFor(1000);
  const midway = Number(await units.textContent());
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(114);
  await page.clock.runFor(1000);
  await expect(units).toHaveText("114");
  await expect(metric(page, "revenue")).toHaveText("₹45 Cr");
  await expect(metric(page, "visits")).toHaveText("1000+");
});

test("Back to Projects returns to the portfolio", async ({ page }) => {
  await page.goto("/projects/4");
  await page.getByRole("main").getByRole("link", { name: "Back to Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Projects");
});

test("View More Projects opens the portfolio", async ({ page }) => {
  await page.goto("/projects/5");
  await page.getByRole("link", { name: "View More Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Projects");
});

test("Start Your Project opens the contact page", async ({ page }) => {
  await page.goto("/projects/3");
  await page.getByRole("link", { name: "Start Your Project" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

for (const path of ["/projects/6", "/projects/0", "/projects/abc", "/projects/-1", "/projects/99"]) {
  test(`${path} shows the not-found view`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`Project Not Found | ${site.name}`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Not Found");
    await expect(page.getByText("The requested project could not be found", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Performance Metrics" })).toHaveCount(0);
    const back = page.getByRole("main").getByRole("link", { name: "Back to Projects" });
    await expect(back).toHaveAttribute("href", "/projects");
    await back.click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(18);
  });
}
