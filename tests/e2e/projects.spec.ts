import { expect, test, type Locator, type Page } from "./support/test";
import { buildSite } from "../../src/shared/site";
import { PHONE_TOO } from "./support/widths";

const site = buildSite({ companyName: process.env.COMPANY_NAME, emailDomain: process.env.COMPANY_EMAIL_DOMAIN });

// The counts of src/web/content/portfolio.ts (asserted against the module in portfolio-filter.test.ts).
const tabs = [
  { name: "All Projects", count: 18 },
  { name: "Completed", count: 10, badge: "Completed", line: /^Completed: (\w+ \d{4}|Ready Possession)$/ },
  { name: "Ongoing", count: 5, badge: "In Progress", line: /^Expected completion: \w+ \d{4}$/ },
  { name: "Upcoming", count: 3, badge: "Upcoming", line: /^Expected completion: \w+ \d{4}$/ },
] as const;

const cards = (page: Page) => page.getByRole("tabpanel").getByRole("article");
const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

/** Counts up with a paused clock: returns once the counter has left 0. */
async function startCountUp(page: Page, counter: Locator, zero: string) {
  await counter.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return counter.textContent();
    })
    .not.toBe(zero);
}

test("has its title, one h1 and the portfolio with 18 cards under All Projects", async ({ page }) => {
  await page.goto("/projects");
  await expect(page).toHaveTitle(`Projects | ${site.name}`);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Projects");
  await expect(page.getByText(/18 projects across Pune/)).toBeVisible();

  const tablist = page.getByRole("tablist", { name: "Filter projects by status" });
  await expect(tablist.getByRole("tab")).toHaveText(tabs.map((tab) => tab.name));
  await expect(tablist.getByRole("tab", { name: "All Projects" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(18);
  await expect(page.getByText("No projects found")).toHaveCount(0);
});

test("each status tab shows exactly its projects with their badge and completion line", async ({ page }) => {
  await page.goto("/projects");
  for (const tab of tabs) {
    const trigger = page.getByRole("tab", { name: tab.name, exact: true });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-selected", "true");
    await expect(cards(page)).toHaveCount(tab.count);
    if (!("badge" in tab)) continue;
    const badges = cards(page).locator("[data-status]");
    await expect(badges).toHaveText(Array<string>(tab.count).fill(tab.badge));
    const lines = await cards(page).getByTestId("completion").allTextContents();
    expect(lines).toHaveLength(tab.count);
    for (const line of lines) expect(line.trim()).toMatch(tab.line);
  }
  await page.getByRole("tab", { name: "All Projects" }).click();
  await expect(cards(page)).toHaveCount(18);
});

test("the tabs work from the keyboard", async ({ page }) => {
  await page.goto("/projects");
  const all = page.getByRole("tab", { name: "All Projects" });
  await all.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Completed" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Completed" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(10);
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(3);
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Ongoing" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(5);
});

test("a card shows badge, location, title, developer, services, completion line and a 2-line description", async ({ page }) => {
  await page.goto("/projects");
  const estella = card(page, "Estella");
  await expect(estella.locator("[data-status]")).toHaveText("Completed");
  await expect(estella.getByText("Wakad, Pune")).toBeVisible();
  await expect(estella.getByRole("heading", { level: 3 })).toHaveText("Estella");
  await expect(estella.getByText("Aarav Landmarks")).toBeVisible();
  await expect(estella.getByRole("list", { name: "Services" }).getByRole("listitem")).toHaveText(["Strategy", "Marketing", "Sales", "CRM"]);
  await expect(estella.getByTestId("completion")).toHaveText("Completed: March 2024");
  const description = estella.getByText(/^Twin 14-storey towers/);
  await expect(description).toHaveCSS("-webkit-line-clamp", "2");
  const box = await description.boundingBox();
  const lineHeight = await description.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
  expect(Math.round(box!.height)).toBeLessThanOrEqual(Math.ceil(lineHeight * 2));
  const image = estella.getByRole("img");
  await expect(image).toHaveAttribute("width", "800");
  await expect(image).toHaveAttribute("height", "600");
  await expect(image).toHaveAttribute("alt", /Estella/);

  await expect(card(page, "Kesar Greens").getByTestId("completion")).toHaveText("Completed: Ready Possession");
  await expect(card(page, "Aarohi Heights").locator("[data-status]")).toHaveText("In Progress");
  await expect(card(page, "Aarohi Heights").getByTestId("completion")).toHaveText("Expected completion: December 2026");
  await expect(card(page, "Sankalp Towers").locator("[data-status]")).toHaveText("Upcoming");
  await expect(card(page, "Sankalp Towers").getByTestId("completion")).toHaveText("Expected completion: December 2028");
  // Card images below the first row load lazily.
  await expect(card(page, "Vrindavan Gardens").getByRole("img")).toHaveAttribute("loading", "lazy");
});

test("the grid has one column on a phone and three on a desktop", PHONE_TOO, async ({ page }) => {
  await page.goto("/projects");
  const boxes = await Promise.all([0, 1, 2, 3].map((index) => cards(page).nth(index).boundingBox()));
  const xs = boxes.map((box) => Math.round(box!.x));
  const ys = boxes.map((box) => Math.round(box!.y));
  const width = page.viewportSize()!.width;
  if (width < 640) {
    expect(new Set(xs).size).toBe(1);
    expect(ys[1]).toBeGreaterThan(ys[0]!);
  } else {
    expect(width).toBeGreaterThanOrEqual(1024);
    expect(new Set(xs.slice(0, 3)).size).toBe(3);
    expect(new Set(ys.slice(0, 3)).size).toBe(1);
    expect(xs[3]).toBe(xs[0]);
    expect(ys[3]).toBeGreaterThan(ys[0]!);
  }
});

test("only the five case-study cards link to their case study", async ({ page }) => {
  await page.goto("/projects");
  const titles = ["Estella", "Onella Tower", "Stella", "Silver Orchid", "Rajveer Imperia"];
  for (const [index, title] of titles.entries()) {
    await expect(card(page, title).getByRole("link")).toHaveAttribute("href", `/projects/${index + 1}`);
  }
  await expect(cards(page).getByRole("link")).toHaveCount(5);
  await expect(card(page, "Vedant Business Hub").getByRole("link")).toHaveCount(0);

  await card(page, "Onella Tower").click();
  await expect(page).toHaveURL(/\/projects\/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Onella Tower");
  // The title follows client-side navigation (the case-study content loads with the page).
  await expect(page).toHaveTitle(`Onella Tower, Hinjewadi, Pune | Case Study | ${site.name}`);
  await page.goBack();
  await expect(page).toHaveTitle(`Projects | ${site.name}`);
});

test("the impact counters count up over 2.5 seconds to 18+, 700 Cr+, 1200+ and 3", async ({ page }) => {
  test.slow(); // drives a fake clock frame by frame
  // Time flows until the page has rendered (it loads lazily), then only moves with runFor.
  await page.clock.install();
  await page.goto("/projects");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  const impact = page.getByRole("region", { name: "Results Developers Can Measure" });
  const values = impact.getByRole("definition");
  await expect(impact.getByRole("term")).toHaveText(["Developer Partnerships", "Sales Generated", "Units Sold", "Cities"]);

  await startCountUp(page, values.nth(2), "0+");
  await page.clock.runFor(1200);
  const midway = await values.allTextContents();
  expect(midway).not.toEqual(["18+", "₹700 Cr+", "1200+", "3"]);
  expect(midway[2]).not.toBe("0+");
  await page.clock.runFor(1400);
  await expect(values).toHaveText(["18+", "₹700 Cr+", "1200+", "3"]);
});

test("How We Help Developers has three cards and the final call to action goes to /contact", async ({ page }) => {
  await page.goto("/projects");
  const help = page.getByRole("heading", { level: 2, name: "How We Help Developers" });
  await expect(help).toBeVisible();
  const helpCards = page.locator("section", { has: help }).getByRole("listitem");
  await expect(helpCards).toHaveCount(3);
  await expect(helpCards.getByRole("heading", { level: 3 })).toHaveText(["Plan the Launch", "Fill the Site Office", "Close and Care"]);

  const cta = page.getByRole("region", { name: "Planning Your Next Launch?" });
  const contact = cta.getByRole("link", { name: "Contact Us" });
  await expect(contact).toHaveAttribute("href", "/contact");
  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
});
