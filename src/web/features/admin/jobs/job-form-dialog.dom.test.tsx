import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_JOBS_PATH, jobMessages, jobPath, type Job } from "@/shared/contract/jobs";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { JobFormDialog } from "./job-form-dialog";

const job: Job = {
  id: 3,
  title: "Sales Manager",
  department: "Sales",
  location: "Baner, Pune",
  type: "Full-time",
  experience: "3-5 years",
  salary: "₹6-9 LPA",
  description: "Leads the Baner site team.",
  requirements: ["MBA", "Marathi"],
  isActive: false,
  postedAt: "2026-11-01T04:30:00.000Z",
  updatedAt: "2026-11-01T04:30:00.000Z",
};

const renderDialog = (editing: Job | null = null) => renderWithProviders(<JobFormDialog open job={editing} onClose={() => undefined} />);
const field = (name: string) => screen.getByRole("textbox", { name });
const select = (name: string) => screen.getByRole("combobox", { name });

describe("Post New Job", () => {
  it("shows the contract's message under every empty required field and sends nothing", async () => {
    const api = fakeApi();
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Post Job" }));
    expect(fieldError(field("Title"))).toBe(jobMessages.title);
    expect(fieldError(select("Department"))).toBe(jobMessages.department);
    expect(fieldError(select("Type"))).toBe(jobMessages.type);
    expect(fieldError(field("Location"))).toBe(jobMessages.location);
    expect(fieldError(field("Experience"))).toBe(jobMessages.experience);
    expect(fieldError(field("Salary"))).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("posts the opening active, one requirement a line, and says so", async () => {
    const api = fakeApi();
    api.answer("POST", ADMIN_JOBS_PATH, { ...job, isActive: true }, 201);
    const { user } = renderDialog();
    await user.type(field("Title"), "  Site Executive ");
    await user.selectOptions(select("Department"), "Marketing");
    await user.selectOptions(select("Type"), "Contract");
    await user.type(field("Location"), "Wakad");
    await user.type(field("Experience"), "1-2 years");
    await user.type(field("Requirements"), "Two-wheeler\n\n Hindi ");
    await user.click(screen.getByRole("button", { name: "Post Job" }));
    expect(await screen.findByText("Job opening posted successfully")).toBeTruthy();
    expect(api.sent("POST", ADMIN_JOBS_PATH)).toEqual([
      {
        title: "  Site Executive ",
        department: "Marketing",
        type: "Contract",
        location: "Wakad",
        experience: "1-2 years",
        salary: "",
        description: "",
        requirements: ["Two-wheeler", "Hindi"],
        isActive: true,
      },
    ]);
  });
});

describe("Edit Job Opening", () => {
  it("fills the form, keeps the opening's state and puts the server's field errors under their fields", async () => {
    const api = fakeApi();
    api.fail("PUT", jobPath(job.id), 400, { message: "Invalid input", fieldErrors: { title: ["Title is too long"] } });
    const { user } = renderDialog(job);
    expect(field("Requirements")).toHaveProperty("value", "MBA\nMarathi");
    await user.click(screen.getByRole("button", { name: "Update Job" }));
    expect(await screen.findByText("Invalid input")).toBeTruthy();
    expect(fieldError(field("Title"))).toBe("Title is too long");
    expect(api.sent("PUT", jobPath(job.id))).toMatchObject([{ title: "Sales Manager", isActive: false, requirements: ["MBA", "Marathi"] }]);
  });
});
