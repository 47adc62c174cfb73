import { expect, test, type Page } from "./support/test";
import { buildSite } from "../../src/shared/site";
import { sharedPage } from "./support/shared-page";
import { PHONE_TOO } from "./support/widths";

const site = buildSite({ companyName: process.env.COMPANY_NAME, emailDomain: process.env.COMPANY_EMAIL_DOMAIN });

/** The <section> whose level-2 heading is `name`. */
const sectionOf = (page: Page, name: string) =>
  page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });

// The dev server renders on the client; the built site arrives prerendered.
const shared = sharedPage("/about", (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 }));

test("About: page title, a single h1 'About {name}' and the banner text", async () => {
  const page = shared();
  await expect(page).toHaveTitle(`About Us | ${site.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${site.name}`);
  await expect(
    page.getByRole("main").getByText("Transforming real estate sales and marketing for developers in Pune, India", { exact: true }),
  ).toBeVisible();
});

test("About: Vision and Mission, with the mission to empower developers with sales and marketing solutions", async () => {
  const page = shared();
  const section = sectionOf(page, "Vision and Mission");
  await expect(section).toHaveCount(1);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Our Vision", "Our Mission"]);
  const mission = section.getByRole("article").filter({ has: page.getByRole("heading", { name: "Our Mission" }) });
  await expect(mission).toContainText("empower developers with sales and marketing solutions");
});

test("Our Story: founded 2022 in Pune and registered with the regulator", async () => {
  const page = shared();
  const story = sectionOf(page, "Our Story");
  await expect(story).toHaveCount(1);
  await expect(story).toContainText(`founded in ${site.foundedYear}`);
  await expect(story).toContainText("Pune");
  await expect(story).toContainText(`registered with ${site.regulator.name} (registration no. ${site.regulator.number})`);
  const image = story.getByRole("img");
  await expect(image).toHaveAttribute("width", "640");
  await expect(image).toHaveAttribute("height", "480");
  await expect(image).toHaveAttribute("loading", "lazy");
});

test("Core Team: three directors, each with a loaded photo, the title Director, 15+/14+/12+ years and a bio", async () => {
  const page = shared();
  const team = sectionOf(page, "Core Team");
  const cards = team.getByRole("article");
  await expect(cards).toHaveCount(3);
  await team.scrollIntoViewIfNeeded();
  const years = ["15+", "14+", "12+"];
  for (const [index, experience] of years.entries()) {
    const card = cards.nth(index);
    const name = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
    expect(name.split(" ").length, "first and last name").toBeGreaterThanOrEqual(2);
    await expect(card.getByText("Director", { exact: true })).toBeVisible();
    await expect(card).toContainText(`${experience} years of experience`);
    const photo = card.getByRole("img", { name: `Portrait of ${name}, Director` });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute("width", /\d+/);
    await expect(photo).toHaveAttribute("height", /\d+/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const bio = card.locator("p").last();
    expect(((await bio.textContent()) ?? "").length, "short bio").toBeGreaterThan(80);
  }
});

test("Core Values: Integrity, Partnership, Excellence, Innovation", async () => {
  const page = shared();
  const values = sectionOf(page, "Core Values");
  await expect(values.getByRole("heading", { level: 3 })).toHaveText(["Integrity", "Partnership", "Excellence", "Innovation"]);
});

test("About: the brand name comes from configuration and the page never overflows sideways", PHONE_TOO, async () => {
  const page = shared();
  await expect(page.getByRole("main")).toContainText(site.name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test("About: the banner's facts and the closing call to action", async () => {
  const page = shared();
  await expect(page.getByRole("list", { name: "At a glance" }).getByRole("listitem")).toHaveText([
    `Founded ${site.foundedYear}`,
    `${site.address.city}, ${site.address.region}`,
    `${site.regulator.name} Registered`,
  ]);
  const cta = sectionOf(page, "Planning a launch in Pune?");
  await expect(cta.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");
  await expect(cta.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
});
