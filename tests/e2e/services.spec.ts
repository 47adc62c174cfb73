import { expect, test, type Locator, type Page } from "./support/test";
import { buildSite } from "../../src/shared/site";
import { sharedPage } from "./support/shared-page";
import { PHONE_TOO } from "./support/widths";

const site = buildSite({ companyName: process.env.COMPANY_NAME, emailDomain: process.env.COMPANY_EMAIL_DOMAIN });

const services = [
  { id: "strategy", title: "Strategy", badge: "Strategy & Planning" },
  { id: "marketing", title: "Marketing", badge: "Marketing & Branding" },
  { id: "sales", title: "Sales", badge: "Sales Optimization" },
  { id: "crm", title: "CRM", badge: "CRM & Post-Sales" },
  { id: "finance", title: "Finance", badge: "Home Loans & Finance" },
] as const;

const steps = ["Assessment & Analysis", "Strategy Development", "Implementation & Execution", "Tracking & Optimization"];

const sectionOf = (page: Page, name: string) =>
  page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });

/** Opens a page and waits until its content has rendered (the dev server renders on the client). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** True when the element's top edge is visible below the fixed header (not hidden under it). */
async function clearOfHeader(page: Page, target: Locator) {
  const header = await page.locator("header").first().boundingBox();
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  if (!header || !box) return false;
  return box.y >= header.y + header.height - 1 && box.y < viewport.height / 2;
}

// The tests that read the page share one load; the anchor tests below navigate their own page.
const shared = sharedPage("/services", (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 }));

test("Services: page title and a single h1", async () => {
  const page = shared();
  await expect(page).toHaveTitle(`Services | ${site.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
});

test("five core service cards, each with a description, a feature list and a link to its anchor", async () => {
  const page = shared();
  const grid = sectionOf(page, "Five Core Services");
  const cards = grid.getByRole("article");
  await expect(cards).toHaveCount(5);
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText(services.map((service) => service.title));
  for (const [index, service] of services.entries()) {
    const card = cards.nth(index);
    const description = card.locator("p").first();
    expect(((await description.textContent()) ?? "").length).toBeGreaterThan(40);
    expect(
      await card
        .getByRole("list", { name: `${service.title} features` })
        .getByRole("listitem")
        .count(),
    ).toBeGreaterThanOrEqual(3);
    await expect(card.getByRole("link", { name: `Learn more about ${service.title}` })).toHaveAttribute("href", `#${service.id}`);
  }
});

test("the four-step approach, in order", async () => {
  const page = shared();
  const approach = sectionOf(page, "Our Four-Step Approach");
  await expect(approach.getByRole("listitem")).toHaveCount(4);
  await expect(approach.getByRole("heading", { level: 3 })).toHaveText(steps);
  await expect(approach.getByRole("listitem").first()).toContainText("01");
  await expect(approach.getByRole("listitem").last()).toContainText("04");
});

for (const [index, service] of services.entries()) {
  test(
    `detail section #${service.id}: badge '${service.badge}', heading, three bullets and an image on its side`,
    index < 2 ? PHONE_TOO : {},
    async () => {
      const page = shared();
      const section = page.locator(`section#${service.id}`);
      await expect(section).toHaveCount(1);
      await expect(section.getByText(service.badge, { exact: true })).toBeVisible();
      await expect(section.getByRole("heading", { level: 2 })).toHaveCount(1);
      await expect(section.getByRole("listitem")).toHaveCount(3);
      const image = section.getByRole("img");
      await expect(image).toHaveAttribute("width", "640");
      await expect(image).toHaveAttribute("height", "480");
      await expect(image).toHaveAttribute("loading", "lazy");
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const text = (await section.getByRole("heading", { level: 2 }).boundingBox())!;
      const picture = (await image.boundingBox())!;
      if (page.viewportSize()!.width >= 1024) {
        // Wide screens alternate: even sections have the image on the right, odd ones on the left.
        if (index % 2 === 0) expect(picture.x).toBeGreaterThan(text.x);
        else expect(picture.x).toBeLessThan(text.x);
      } else {
        expect(picture.y).toBeGreaterThan(text.y);
      }
    },
  );
}

test("/services#crm opens with the CRM section scrolled into view below the fixed header", PHONE_TOO, async ({ page }) => {
  await open(page, "/services#crm");
  const crm = page.locator("section#crm");
  await expect(crm).toBeInViewport();
  await expect.poll(() => clearOfHeader(page, crm)).toBe(true);
  await expect(page.locator("section#strategy")).not.toBeInViewport();
});

for (const service of [services[4], services[1]]) {
  test(`the '${service.title}' card link scrolls to #${service.id}, clear of the fixed header`, PHONE_TOO, async ({ page }) => {
    await open(page, "/services");
    await page.getByRole("link", { name: `Learn more about ${service.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/services#${service.id}$`));
    const section = page.locator(`section#${service.id}`);
    await expect(section).toBeInViewport();
    await expect.poll(() => clearOfHeader(page, section)).toBe(true);
    const heading = section.getByRole("heading", { level: 2 });
    // Nothing (such as the header) covers the section heading.
    await expect
      .poll(() =>
        heading.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + 10, box.top + 5);
          return hit === element || element.contains(hit);
        }),
      )
      .toBe(true);
  });
}

test("the closing call to action offers a consultation and the projects", async () => {
  const page = shared();
  const cta = sectionOf(page, "Let's plan your next launch");
  await expect(cta.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");
  await expect(cta.getByRole("link", { name: "See Our Projects" })).toHaveAttribute("href", "/projects");
});
