import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_JOBS_PATH, jobPath, type Job } from "@/shared/contract/jobs";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { JobsPanel } from "./jobs-panel";

const job: Job = {
  id: 3,
  title: "Sales Manager",
  department: "Sales",
  location: "Baner, Pune",
  type: "Full-time",
  experience: "3-5 years",
  salary: "",
  description: "Leads the Baner site team.",
  requirements: ["MBA"],
  isActive: true,
  postedAt: "2026-11-01T04:30:00.000Z",
  updatedAt: "2026-11-01T04:30:00.000Z",
};
const { id: _id, postedAt: _posted, updatedAt: _updated, ...input } = job;

async function renderPanel(rows: Job[] = [job]) {
  const api = fakeApi();
  api.answer("GET", ADMIN_JOBS_PATH, rows);
  const view = renderWithProviders(<JobsPanel id="jobs" stats={{ total: rows.length, active: 1, departments: 1 }} />);
  await screen.findAllByText("Sales Manager");
  return { ...view, api };
}

describe("the admin's job openings", () => {
  it("closes an opening: its fields unchanged, inactive", async () => {
    const { user, api } = await renderPanel();
    api.answer("PUT", jobPath(job.id), { ...job, isActive: false });
    await user.click(screen.getAllByRole("button", { name: "Close Sales Manager" })[0]!);
    expect(await screen.findByText("Job opening closed")).toBeTruthy();
    expect(api.sent("PUT", jobPath(job.id))).toEqual([{ ...input, isActive: false }]);
  });

  it("reopens a closed one", async () => {
    const { user, api } = await renderPanel([{ ...job, isActive: false }]);
    api.answer("PUT", jobPath(job.id), job);
    await user.click(screen.getAllByRole("button", { name: "Reopen Sales Manager" })[0]!);
    expect(await screen.findByText("Job opening reopened")).toBeTruthy();
    expect(api.sent("PUT", jobPath(job.id))).toEqual([{ ...input, isActive: true }]);
  });

  it("shows a refusal's message", async () => {
    const { user, api } = await renderPanel();
    api.fail("PUT", jobPath(job.id), 404, { message: "Job opening not found" });
    await user.click(screen.getAllByRole("button", { name: "Close Sales Manager" })[0]!);
    expect(await screen.findByText("Job opening not found")).toBeTruthy();
  });

  it("opens Edit Job Opening filled from the row", async () => {
    const { user } = await renderPanel();
    await user.click(screen.getAllByRole("button", { name: "Edit Sales Manager" })[0]!);
    expect(screen.getByRole("dialog", { name: "Edit Job Opening" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveProperty("value", "Sales Manager");
  });
});
