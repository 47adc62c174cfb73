import { expect, test, type Page } from "./support/test";
import { buildSite } from "../../src/shared/site";
import { sharedPage } from "./support/shared-page";

const site = buildSite({ companyName: process.env.COMPANY_NAME, emailDomain: process.env.COMPANY_EMAIL_DOMAIN });

const openings = [
  { title: "Senior Sales Manager", department: "Sales", encoded: "Senior%20Sales%20Manager" },
  { title: "Digital Marketing Executive", department: "Marketing", encoded: "Digital%20Marketing%20Executive" },
  { title: "Channel Partner Manager", department: "Business Development", encoded: "Channel%20Partner%20Manager" },
  { title: "CRM Technology Executive", department: "Technology", encoded: "CRM%20Technology%20Executive" },
];

const sectionOf = (page: Page, name: string) =>
  page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });

// The dev server renders on the client; the built site arrives prerendered.
const shared = sharedPage("/careers", (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 }));

test("Careers: page title, a single h1 and the three header chips", async () => {
  const page = shared();
  await expect(page).toHaveTitle(`Careers | ${site.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers");
  await expect(page.getByRole("list", { name: "About the team" }).getByRole("listitem")).toHaveText([
    "Pune, Maharashtra",
    "50+ Team Members",
    "Multiple Departments",
  ]);
});

test("Our Values: Innovation, Integrity, Excellence, Collaboration", async () => {
  const page = shared();
  await expect(sectionOf(page, "Our Values").getByRole("heading", { level: 3 })).toHaveText([
    "Innovation",
    "Integrity",
    "Excellence",
    "Collaboration",
  ]);
});

test("six benefit cards", async () => {
  const page = shared();
  const benefits = sectionOf(page, "Benefits of Working With Us");
  await expect(benefits.getByRole("listitem")).toHaveCount(6);
  await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
    "Career Growth",
    "Health & Wellness",
    "Work-Life Balance",
    "Recognition Programs",
    "Team Culture",
    "Learning Opportunities",
  ]);
});

test("Current Openings: the four built-in openings with their details", async () => {
  const page = shared();
  const section = sectionOf(page, "Current Openings");
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(4);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(openings.map((opening) => opening.title));
  const details = await cards.evaluateAll((articles) =>
    articles.map((article) => ({
      badges: [...article.querySelectorAll("span")].map((node) => node.textContent?.trim() ?? ""),
      text: (article as HTMLElement).innerText,
      requirements: article.querySelectorAll("ul > li").length,
    })),
  );
  for (const [index, opening] of openings.entries()) {
    const card = details[index]!;
    expect(card.badges, opening.title).toContain(opening.department);
    expect(card.badges, opening.title).toContain("Full-time");
    expect(card.text, opening.title).toMatch(/\d+-\d+ years/);
    expect(card.text, opening.title).toMatch(/Posted \d+ (day|days|week|weeks) ago/);
    expect(card.text, opening.title).toContain("Pune");
    expect(card.requirements, `${opening.title} requirements`).toBeGreaterThanOrEqual(3);
  }
});

test("every Apply Now and Learn More opens a mail draft to the careers mailbox with the exact subject", async () => {
  const page = shared();
  const section = sectionOf(page, "Current Openings");
  await expect(section.getByRole("link", { name: "Apply Now", exact: true })).toHaveCount(4);
  await expect(section.getByRole("link", { name: "Learn More", exact: true })).toHaveCount(4);
  for (const opening of openings) {
    const card = section.getByRole("article").filter({ has: page.getByRole("heading", { name: opening.title, exact: true }) });
    await expect(card.getByRole("link", { name: "Apply Now", exact: true })).toHaveAttribute(
      "href",
      `mailto:${site.careersEmail}?subject=Application%20for%20${opening.encoded}`,
    );
    await expect(card.getByRole("link", { name: "Learn More", exact: true })).toHaveAttribute(
      "href",
      `mailto:${site.careersEmail}?subject=Inquiry%20about%20${opening.encoded}`,
    );
  }
});

test("'Don't See a Perfect Match?' offers 'Send Your Resume' with the subject 'Resume Submission'", async () => {
  const page = shared();
  const block = sectionOf(page, "Don't See a Perfect Match?");
  await expect(block).toHaveCount(1);
  const resume = block.getByRole("link", { name: "Send Your Resume", exact: true });
  await expect(resume).toBeVisible();
  await expect(resume).toHaveAttribute("href", `mailto:${site.careersEmail}?subject=Resume%20Submission`);
  await expect(page.getByRole("main").getByRole("link", { name: "Send Your Resume" })).toHaveCount(1);
});

test("the careers illustration ships with its size and loads lazily", async () => {
  const page = shared();
  const image = sectionOf(page, "Our Values").getByRole("img");
  await expect(image).toHaveAttribute("width", "640");
  await expect(image).toHaveAttribute("height", "480");
  await expect(image).toHaveAttribute("loading", "lazy");
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
