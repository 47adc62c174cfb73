import { expect, test, type Locator, type Page } from "./support/test";
import { buildSite } from "../../src/shared/site";
import { blockingViolations } from "./support/axe";
import { sharedPage } from "./support/shared-page";
import { PHONE_TOO } from "./support/widths";

const site = buildSite({ companyName: process.env.COMPANY_NAME, emailDomain: process.env.COMPANY_EMAIL_DOMAIN });

const testimonialNames = ["Rajesh Bhosale", "Meera Kulkarni", "Sandeep Jagtap", "Imran Shaikh"];

const hero = (page: Page) => page.getByRole("region", { name: "Introduction" });
const carousel = (page: Page) => page.getByRole("region", { name: "Client testimonials" });
const currentDot = (scope: Locator) => scope.locator('button[aria-current="true"]');
const activeTestimonial = (page: Page) => carousel(page).locator('figure[data-active="true"]');

/** Fake timers, paused, so time moves only by runFor (the page's own load time cannot advance a slide). */
async function freezeClock(page: Page) {
  const start = new Date("2025-01-06T10:00:00+05:30").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}

/**
 * Opens the home page on the paused clock; React reveals the lazily loaded page on a timer, so step until it
 * shows. The page is prerendered and React starts after its first paint, so also wait until the slideshow's
 * dots are React's (hydrated): its timers start only then.
 */
async function openHomeFrozen(page: Page) {
  await page.goto("/");
  const dots = hero(page).getByRole("button", { name: /^Go to slide \d$/ });
  const hydrated = () => dots.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return (await dots.count()) === 5 && (await hydrated());
    })
    .toBe(true);
}

// The tests that only read the page share one load of it; those that click, use the clock or emulate media open their own.
const shared = sharedPage("/", (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 }));

test("has the home title, one h1 and the sections in order", async () => {
  const page = shared();
  await expect(page).toHaveTitle(`${site.name} | Real Estate Consultancy in Pune`);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Real Estate Sales Simplified.");
  await expect(hero(page).getByText(`${site.name} plans, markets and sells`)).toBeVisible();
  await expect(page.locator("main h2")).toHaveText([
    "Numbers That Speak for Our Work",
    "Our Services",
    `Why Choose ${site.name}`,
    "What Developers Say About Us",
    "Planning a Launch in Pune?",
  ]);
  await expect(hero(page).getByRole("link", { name: "Partner With Us" })).toHaveAttribute("href", "/contact");
  await expect(hero(page).getByRole("link", { name: "View Our Projects" })).toHaveAttribute("href", "/projects");
});

test("the hero has five slide images; only the first loads eagerly with high priority", async () => {
  const page = shared();
  const images = hero(page).locator("img");
  await expect(images).toHaveCount(5);
  await expect(images.first()).toHaveAttribute("loading", "eager");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  for (let i = 1; i < 5; i++) await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
  for (let i = 0; i < 5; i++) {
    await expect(images.nth(i)).toHaveAttribute("width", "1600");
    await expect(images.nth(i)).toHaveAttribute("height", "900");
    await expect(images.nth(i)).toHaveAttribute("alt", /Pune/);
  }
});

test("the slideshow advances every 5000 ms, wraps, and the dots jump to a slide", async ({ page }) => {
  await freezeClock(page);
  await openHomeFrozen(page);
  const section = hero(page);
  await expect(currentDot(section)).toHaveAccessibleName("Go to slide 1");
  await expect(section.locator('img[data-active="true"]')).toHaveCount(1);
  await expect(section.locator("img").first()).toHaveAttribute("data-active", "true");

  await page.clock.fastForward(5_000);
  await expect(currentDot(section)).toHaveAccessibleName("Go to slide 2");
  await expect(section.locator("img").nth(1)).toHaveAttribute("data-active", "true");

  // A dot jumps to its slide and the 5000 ms count starts again from there.
  await section.getByRole("button", { name: "Go to slide 4" }).click();
  await expect(currentDot(section)).toHaveAccessibleName("Go to slide 4");
  await expect(section.locator("img").nth(3)).toHaveAttribute("data-active", "true");
  await page.clock.fastForward(4_900);
  await expect(currentDot(section)).toHaveAccessibleName("Go to slide 4");
  await page.clock.fastForward(100);
  await expect(currentDot(section)).toHaveAccessibleName("Go to slide 5");
  await page.clock.fastForward(5_000);
  await expect(currentDot(section)).toHaveAccessibleName("Go to slide 1");
  await page.clock.fastForward(5_000);
  await expect(currentDot(section)).toHaveAccessibleName("Go to slide 2");
  await expect(section.locator('img[data-active="true"]')).toHaveCount(1);
});

test("nothing slides by itself when the visitor prefers reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await freezeClock(page);
  await openHomeFrozen(page);
  await expect(currentDot(hero(page))).toHaveAccessibleName("Go to slide 1");
  await expect(activeTestimonial(page)).toContainText(testimonialNames[0]!);
  await page.clock.fastForward(16_000);
  await expect(currentDot(hero(page))).toHaveAccessibleName("Go to slide 1");
  await expect(activeTestimonial(page)).toContainText(testimonialNames[0]!);
  await hero(page).getByRole("button", { name: "Go to slide 3" }).click();
  await expect(currentDot(hero(page))).toHaveAccessibleName("Go to slide 3");
});

test("the achievement counters count up to their product.md 3.3 values over 2.5 seconds", async ({ page }) => {
  await freezeClock(page);
  await openHomeFrozen(page);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Numbers That Speak for Our Work" }) });
  await expect(section.getByText("Delivering Excellence Since 2022", { exact: true })).toBeVisible();
  await expect(section.locator("dt")).toHaveText(["Developer Partnerships", "Sales Generated", "Units Sold", "Cities"]);
  const values = section.locator("dd span[data-target]");
  // Off screen the counters wait at zero; they count up once scrolled into view.
  await expect(values).toHaveText(["0+", "₹0+ Cr", "0+", "0"]);
  await section.locator("dl").scrollIntoViewIfNeeded();
  // Step frame by frame until the count-up has started (the in-view signal arrives asynchronously).
  const units = values.nth(2);
  const numberIn = async (locator: Locator) => Number((await locator.textContent())?.replace(/\D/g, ""));
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return numberIn(units);
    })
    .toBeGreaterThan(0);
  const targets = [18, 700, 1200, 3];
  const current = async () => Promise.all(targets.map((_, i) => numberIn(values.nth(i))));

  await page.clock.runFor(750);
  (await current()).forEach((value, i) => {
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(targets[i]!);
  });
  // Still short of 1200 a little before 2.5 s, there at 2.5 s.
  await page.clock.runFor(1_400);
  expect(await numberIn(units)).toBeLessThan(1200);
  await page.clock.runFor(400);
  await expect(values).toHaveText(["18+", "₹700+ Cr", "1200+", "3"]);
});

test("services: four cards with Learn More links and View All Services", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Our Services", exact: true }) });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Strategy & Planning",
    "Marketing & Branding",
    "Sales Optimization",
    "CRM & Post-Sales",
  ]);
  const learnMore = section.getByRole("link", { name: /^Learn More/ });
  await expect(learnMore).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(learnMore.nth(i)).toHaveAttribute("href", "/services");
  await expect(section.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
  await learnMore.first().click();
  await expect(page).toHaveURL(/\/services$/);
});

test("why choose: four reasons and Learn More About Us", async () => {
  const page = shared();
  const section = page.locator("section", { has: page.getByRole("heading", { name: `Why Choose ${site.name}` }) });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Industry Expertise",
    "Track Record",
    "Dedicated Team",
    "Client Support",
  ]);
  await expect(section.getByRole("link", { name: "Learn More About Us" })).toHaveAttribute("href", "/about");
});

async function testimonialsAt(page: Page, position: number) {
  const region = carousel(page);
  await expect(activeTestimonial(page)).toContainText(testimonialNames[position - 1]!);
  await expect(region.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(position * 25));
  await expect(currentDot(region)).toHaveAccessibleName(`Go to testimonial ${position}`);
}

test("testimonials: previous and next wrap both ways and the progress is (index + 1) / 4", async ({ page }) => {
  // A paused clock keeps the carousel from moving on its own between clicks.
  await freezeClock(page);
  await openHomeFrozen(page);
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator("figure")).toHaveCount(4);
  await expect(region.getByRole("img", { name: "Rated 5 out of 5", includeHidden: true })).toHaveCount(4);
  await testimonialsAt(page, 1);
  await expect(activeTestimonial(page).getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(activeTestimonial(page).locator("blockquote")).toBeVisible();

  const previous = region.getByRole("button", { name: "Previous testimonial" });
  const next = region.getByRole("button", { name: "Next testimonial" });
  await previous.click();
  await testimonialsAt(page, 4);
  await previous.click();
  await testimonialsAt(page, 3);
  await next.click();
  await testimonialsAt(page, 4);
  await next.click();
  await testimonialsAt(page, 1);

  // The bar's width follows the value: 1 of 4 is a quarter of the track.
  await expect
    .poll(() => region.getByRole("progressbar").evaluate((bar) => (bar.firstElementChild as HTMLElement).style.width))
    .toBe("25%");
});

test("testimonials: dots jump, and the carousel advances every 5000 ms and wraps", async ({ page }) => {
  await freezeClock(page);
  await openHomeFrozen(page);
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  await testimonialsAt(page, 1);
  await region.getByRole("button", { name: "Go to testimonial 3" }).click();
  await testimonialsAt(page, 3);
  await expect
    .poll(() => region.getByRole("progressbar").evaluate((bar) => (bar.firstElementChild as HTMLElement).style.width))
    .toBe("75%");

  await page.clock.fastForward(4_900);
  await testimonialsAt(page, 3);
  await page.clock.fastForward(100);
  await testimonialsAt(page, 4);
  await page.clock.fastForward(5_000);
  await testimonialsAt(page, 1);
});

test("call to action: Schedule a Consultation and Explore Our Services", async () => {
  const page = shared();
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Planning a Launch in Pune?" }) });
  await expect(section.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");
  await expect(section.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
});

test("the home page has no serious accessibility violation, also with the menu open", PHONE_TOO, async ({ page }) => {
  test.slow(); // two full axe-core runs
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(await blockingViolations(page)).toEqual([]);

  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
  await page.getByRole("button", { name: "Open site menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
