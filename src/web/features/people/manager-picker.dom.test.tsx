import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { employeeOptionsPath, type EmployeeOption } from "@/shared/contract/reporting-manager";
import { fakeApi, type FakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { ManagerPicker } from "./manager-picker";

const path = employeeOptionsPath("hr");
const people: EmployeeOption[] = [
  { id: 3, employeeId: "EMP003", name: "Rohan Joshi", designation: "Sales Head", department: "Sales" },
  { id: 7, employeeId: "EMP007", name: "Kavya Kulkarni", designation: "Sales Manager", department: "Sales" },
  { id: 9, employeeId: "EMP009", name: "Meera Pawar", designation: "HR Manager", department: "HR" },
];

/** The picker in a form's place: what it holds is shown beside it. */
function Harness(props: { start?: { value: string; name: string | null } }) {
  const [chosen, setChosen] = useState(props.start ?? { value: "", name: null });
  return (
    <>
      <ManagerPicker
        id="manager"
        label="Reporting Manager"
        area="hr"
        value={chosen.value}
        name={chosen.name}
        excludeId={7}
        onChange={(value, name) => setChosen({ value, name })}
      />
      <output aria-label="Chosen">{`${chosen.value}|${chosen.name ?? ""}`}</output>
    </>
  );
}

function open(answer: (api: FakeApi) => void, start?: { value: string; name: string | null }) {
  const api = fakeApi();
  answer(api);
  return { api, ...renderWithProviders(<Harness start={start} />) };
}
const field = () => screen.getByRole("combobox", { name: "Reporting Manager" });
const chosen = () => screen.getByRole("status", { name: "Chosen" }).textContent;

describe("the reporting manager picker (docs/product.md section 9.20)", () => {
  it("lists the active people but the record itself, searches what is typed after a pause, and picks with the keyboard", async () => {
    const { api, user } = open((fake) =>
      fake.answer("GET", path, (request) => people.filter((person) => person.name.includes(request.query.search ?? ""))),
    );
    await user.click(field());
    const list = screen.getByRole("listbox", { name: "Reporting Manager" });
    expect(await within(list).findByText("Rohan Joshi")).toBeTruthy();
    expect(within(list).queryByText("Kavya Kulkarni")).toBeNull();
    expect(field().getAttribute("aria-expanded")).toBe("true");

    await user.type(field(), "Meera");
    // Asked again once typing pauses: Rohan no longer matches.
    await waitFor(() => expect(within(list).queryByText("Rohan Joshi")).toBeNull());
    expect(await within(list).findByText("Meera Pawar")).toBeTruthy();
    expect(api.requests.map((request) => request.query)).toEqual([{}, { search: "Meera" }]);
    await user.keyboard("{Enter}");
    expect(chosen()).toBe("9|Meera Pawar");
    expect(field()).toHaveProperty("value", "Meera Pawar");
    expect(field().getAttribute("aria-expanded")).toBe("false");
  });

  it("drops the choice while typing, and Escape puts back what is chosen", async () => {
    const { user } = open((fake) => fake.answer("GET", path, people), { value: "3", name: "Rohan Joshi" });
    await user.type(field(), "x");
    expect(chosen()).toBe("|");
    await user.keyboard("{Escape}");
    expect(field()).toHaveProperty("value", "");
    await user.click(field());
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(chosen()).toBe("9|Meera Pawar");
    await user.click(screen.getByRole("button", { name: "Clear reporting manager" }));
    expect(chosen()).toBe("|");
  });

  it("says when nobody matches, and when the list could not be loaded", async () => {
    const { api, user } = open((fake) => fake.answer("GET", path, []));
    await user.click(field());
    expect(await screen.findByRole("option", { name: "No active employee matches" })).toBeTruthy();
    api.fail("GET", path, 500, { message: "Something went wrong" });
    await user.type(field(), "R");
    expect(await screen.findByRole("option", { name: "Could not load the list: try again" })).toBeTruthy();
  });
});
