import { expect, test } from "./support/test";
import { ADMIN_JOBS_PATH, jobPath, PUBLIC_JOBS_PATH, type Job, type PublicJob } from "../../src/shared/contract/jobs";
import { buildJobInput } from "../../src/server/seed/builders";
import { e2eAccounts } from "./support/accounts";
import { sessionHeaderOf } from "./support/login-as";

test("an opening posted by the admin is on /careers as served (with JobPosting JSON-LD), without JavaScript too; closed, it is gone", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Admin calls with the session in its header (API-client style), so no browser origin is needed.
  const headers = await sessionHeaderOf("admin", e2eAccounts.admin);
  const title = `Site Sales Lead ${testInfo.project.name} ${Date.now()}`;
  const input = buildJobInput({
    title,
    location: "Hinjewadi, Pune",
    experience: "4-6 years",
    salary: "₹9-12 LPA",
    description: "Lead site sales at a Hinjewadi launch.",
    requirements: ["4+ years of residential sales"],
  });
  const posted = await request.post(ADMIN_JOBS_PATH, { headers, data: input });
  expect(posted.status()).toBe(201);
  const job = (await posted.json()) as Job;
  // The business day it was posted (BUSINESS_TIMEZONE), as the public list names it: the JSON-LD and the card show that day.
  const postedOn = ((await (await request.get(PUBLIC_JOBS_PATH)).json()) as PublicJob[]).find((opening) => opening.id === job.id)!.postedOn;

  const html = await (await request.get("/careers")).text();
  expect(html).toContain(`<h3 id="opening-${job.id}-title"`);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  const postings = jsonLd.flat().filter((entry) => entry["@type"] === "JobPosting");
  expect(postings).toContainEqual(
    expect.objectContaining({ title, employmentType: "FULL_TIME", datePosted: postedOn, experienceRequirements: "4-6 years" }),
  );
  // With openings in the database the four built-in ones are not shown.
  expect(html).not.toContain("Digital Marketing Executive");

  await page.goto("/careers");
  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
    "href",
    new RegExp(`subject=Application%20for%20${encodeURIComponent(title)}`),
  );

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto("/careers");
    await expect(plain.getByRole("heading", { name: title })).toBeVisible();
  } finally {
    await noScript.close();
  }

  const closed = await request.put(jobPath(job.id), { headers, data: { ...input, isActive: false } });
  expect(closed.status()).toBe(200);
  expect(await (await request.get("/careers")).text()).not.toContain(title);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Current Openings" })).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
});
