import { describe, expect, it } from "vitest";
import { employeeInputSchema } from "@/shared/contract/employees";
import { demoValues } from "./demo-people";
import { DEMO_PEOPLE } from "./roster";

const domain = "prasthanrealty.example";
const values = DEMO_PEOPLE.map((person, i) => demoValues(person, i, domain, `EMP${String(i + 1).padStart(3, "0")}`));
const named = (first: string) => values.find((value) => value.firstName === first)!;

describe("the demo people's statutory details", () => {
  it("pass the employee form's own schema, unchanged", () => {
    const schema = employeeInputSchema(domain);
    for (const value of values) expect(schema.parse(value), value.firstName).toEqual(value);
  });

  it("mix genders, give every PF member a UAN and a few people an ESI IP number, all different", () => {
    const genders = values.map((value) => value.gender);
    expect(genders.filter((gender) => gender === "female").length).toBeGreaterThanOrEqual(10);
    expect(genders.filter((gender) => gender === "male").length).toBeGreaterThanOrEqual(10);
    for (const value of values) expect(value.uan === "", value.firstName).toBe(!value.pfMember);
    const uans = values.map((value) => value.uan).filter(Boolean);
    expect(new Set(uans).size).toBe(uans.length);
    const esi = values.map((value) => value.esiIpNumber).filter(Boolean);
    expect(esi.length).toBeGreaterThanOrEqual(2);
    expect(new Set(esi).size).toBe(esi.length);
  });

  it("have everyone in PF, one senior on PF on the full basic, the Bangalore people in Karnataka", () => {
    // PF membership is mandatory at or below the ₹15,000 ceiling: the intern on ₹15,000 is a member too.
    expect(values.filter((value) => !value.pfMember)).toEqual([]);
    expect(named("Tanvi")).toMatchObject({ employmentType: "Intern", basicSalary: 15_000, pfMember: true, epsMember: true });
    // The payroll computes every statutory deduction: nobody's is overridden.
    expect(values.filter((value) => value.providentFund !== null || value.professionalTax !== null || value.incomeTax !== null)).toEqual(
      [],
    );
    expect(values.filter((value) => !value.pfWageCapped).map((value) => [value.firstName, value.basicSalary])).toEqual([["Varun", 95_000]]);
    const karnataka = values.filter((value) => value.stateOfWork === "KA");
    expect(karnataka.map((value) => value.firstName).sort()).toEqual(["Meghana", "Varun"]);
    expect(karnataka.every((value) => value.workLocation === "Bangalore")).toBe(true);
    expect(values.filter((value) => value.stateOfWork !== "KA").every((value) => value.stateOfWork === "MH")).toBe(true);
    expect(named("Aarav")).toMatchObject({ gender: "male", pfMember: true, pfWageCapped: true, stateOfWork: "MH" });
  });
});
