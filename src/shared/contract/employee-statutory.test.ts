import { describe, expect, it } from "vitest";
import { STATES, stateFromWorkLocation } from "../domain/payroll/states";
import { domain, errorsFor, schema, valid } from "../testing/employee-input";
import { statutoryMessages } from "./employee-statutory";
import { employeeInputSchema } from "./employees";
import { hrEmployeeInputSchema } from "./hr";

describe("the statutory fields (product.md 7.1, Statutory Details)", () => {
  const update = employeeInputSchema(domain, "update");
  const hr = hrEmployeeInputSchema(domain);
  const hrForm = {
    name: "Ishita Kulkarni",
    email: `ishita.kulkarni@${domain}`,
    department: "Marketing",
    position: "Marketing Executive",
    salary: 42_000,
    joinDate: "2026-11-02",
  };

  it("defaults to a PF member capped at ₹15,000, the work location's state and the new regime, with no UAN or ESI IP number", () => {
    expect(schema.parse(valid)).toMatchObject({
      gender: "female",
      uan: "",
      esiIpNumber: "",
      pfMember: true,
      pfWageCapped: true,
      stateOfWork: "MH",
    });
    for (const [workLocation, state] of [
      ["Pune", "MH"],
      ["Mumbai", "MH"],
      ["Bangalore", "KA"],
      ["Remote", "MH"],
    ] as const) {
      expect(schema.parse({ ...valid, workLocation }).stateOfWork, workLocation).toBe(state);
      expect(schema.parse({ ...valid, workLocation, stateOfWork: "" }).stateOfWork, workLocation).toBe(state);
      expect(update.parse({ ...valid, workLocation, stateOfWork: null }).stateOfWork, workLocation).toBe(state);
    }
    const outsidePf = { pfMember: false, pfExclusionReason: "Joined at ₹40,000, never a member before", basicSalary: 40_000 };
    expect(schema.parse({ ...valid, ...outsidePf, pfWageCapped: false, epsMember: false, stateOfWork: "ka" })).toMatchObject({
      pfMember: false,
      pfExclusionReason: "Joined at ₹40,000, never a member before",
      pfWageCapped: false,
      epsMember: false,
      stateOfWork: "KA",
    });
    // A state chosen apart from the work location stays as chosen.
    expect(schema.parse({ ...valid, workLocation: "Bangalore", stateOfWork: "MH" }).stateOfWork).toBe("MH");
  });

  it("keeps PF membership mandatory at or below ₹15,000 of basic and for a UAN holder, and asks a non-member's reason", () => {
    const nonMember = { ...valid, pfMember: false, pfExclusionReason: "Joined at ₹40,000, never a member before" };
    // ₹15,000 is at the ceiling: membership is mandatory; ₹15,001 is above it.
    expect(errorsFor({ ...nonMember, basicSalary: 15_000 })).toEqual({
      pfMember: ["PF membership is mandatory for a basic salary of ₹15,000 or less"],
    });
    expect(errorsFor({ ...nonMember, basicSalary: 15_001 })).toEqual({});
    expect(errorsFor({ ...nonMember, basicSalary: 15_001, uan: "100123456789" })).toEqual({
      pfMember: ["A person with a UAN is already an EPF member: the membership continues"],
    });
    expect(errorsFor({ ...nonMember, basicSalary: 15_001, pfExclusionReason: "  " })).toEqual({
      pfExclusionReason: ["Give the reason the person is not a PF member"],
    });
    expect(errorsFor({ ...nonMember, basicSalary: 15_001, pfExclusionReason: "x".repeat(301) }).pfExclusionReason).toEqual([
      "Must be at most 300 characters",
    ]);
    // A member needs no reason, whatever the basic; EPS membership is a plain yes or no.
    expect(schema.parse({ ...valid, basicSalary: 10_000 })).toMatchObject({ pfMember: true, epsMember: true, pfExclusionReason: "" });
    expect(errorsFor({ ...valid, epsMember: "no" })).toEqual({ epsMember: ["Choose whether the person is an EPS member"] });
  });

  it("defaults EPS membership by the rule and refuses a member above ₹15,000 with no UAN (EPS para 6(a), G.S.R. 609(E) of 2014)", () => {
    const uan = "100123456789";
    // No UAN: the person first joins EPF now (after 1 Sep 2014). Basic 15,001 is above the ceiling: not an EPS member;
    // 15,000 is at it: a member. With a UAN (an earlier membership, perhaps before 2014): a member unless told.
    expect(schema.parse({ ...valid, basicSalary: 15_001 }).epsMember).toBe(false);
    expect(schema.parse({ ...valid, basicSalary: 15_000 }).epsMember).toBe(true);
    expect(schema.parse({ ...valid, basicSalary: 40_000, uan }).epsMember).toBe(true);
    expect(update.parse({ ...valid, basicSalary: 40_000 }).epsMember).toBe(false);
    // Stated, it stands when lawful: No for anyone, Yes with a UAN or at or below the ceiling.
    expect(schema.parse({ ...valid, basicSalary: 10_000, epsMember: false }).epsMember).toBe(false);
    expect(schema.parse({ ...valid, basicSalary: 40_000, uan, epsMember: false }).epsMember).toBe(false);
    expect(schema.parse({ ...valid, basicSalary: 40_000, uan, epsMember: true }).epsMember).toBe(true);
    const refused = {
      epsMember: [
        "Not an EPS member: with a basic above ₹15,000 and no UAN the person first joins EPF now (after 1 Sep 2014). Choose No, or enter the UAN of an earlier membership",
      ],
    };
    expect(errorsFor({ ...valid, basicSalary: 15_001, epsMember: true })).toEqual(refused);
    expect(update.safeParse({ ...valid, basicSalary: 30_000, epsMember: true }).success).toBe(false);
  });

  it("takes the work location's state from the payroll's state list: Pune, Mumbai, Nagpur Maharashtra; Bengaluru or Bangalore Karnataka; anything else Maharashtra", () => {
    for (const place of ["Pune", "Baner, Pune", "Mumbai", "Nagpur", "Remote", "", null, "Kolkata"])
      expect(stateFromWorkLocation(place), String(place)).toBe("MH");
    for (const place of ["Bangalore", "Bengaluru", "Whitefield, Bengaluru", "BANGALORE"])
      expect(stateFromWorkLocation(place), place).toBe("KA");
    expect(STATES.map((state) => state.code)).toEqual(expect.arrayContaining(["MH", "KA"]));
    // Every state of the list is accepted, as its code.
    for (const { code } of STATES) expect(schema.parse({ ...valid, stateOfWork: code.toLowerCase() }).stateOfWork).toBe(code);
  });

  it("asks for gender on the full form, create and edit: 'Gender is required'", () => {
    for (const gender of [undefined, "", "  ", "F", "Female", null]) {
      expect(errorsFor({ ...valid, gender }).gender, String(gender)).toEqual([statutoryMessages.gender]);
      expect(update.safeParse({ ...valid, gender }).success, String(gender)).toBe(false);
    }
    for (const gender of ["male", "female", "other"]) expect(schema.parse({ ...valid, gender }).gender).toBe(gender);
    expect(statutoryMessages.gender).toBe("Gender is required");
  });

  it("takes a UAN of exactly 12 digits, optional, spaces ignored: 'UAN must be 12 digits'", () => {
    expect(schema.parse({ ...valid, uan: "1001 2345 6789" }).uan).toBe("100123456789");
    for (const uan of ["", "  ", null, undefined]) expect(schema.parse({ ...valid, uan }).uan, String(uan)).toBe("");
    for (const uan of ["10012345678", "1001234567890", "10012345678A", "UAN100123456", 100123456789]) {
      expect(errorsFor({ ...valid, uan }).uan, String(uan)).toEqual(["UAN must be 12 digits"]);
    }
  });

  it("takes an ESI IP number of exactly 10 digits, optional: 'ESI IP number must be 10 digits'", () => {
    expect(schema.parse({ ...valid, esiIpNumber: "31 1234 5678" }).esiIpNumber).toBe("3112345678");
    expect(schema.parse({ ...valid, esiIpNumber: "" }).esiIpNumber).toBe("");
    for (const esiIpNumber of ["311234567", "31123456789", "31123456X8", "abcdefghij"]) {
      expect(errorsFor({ ...valid, esiIpNumber }).esiIpNumber, esiIpNumber).toEqual(["ESI IP number must be 10 digits"]);
    }
  });

  it("refuses anything but yes or no for the PF choices, a state not on the list and an unknown regime, with their messages", () => {
    expect(errorsFor({ ...valid, pfMember: null }).pfMember).toEqual([statutoryMessages.pfMember]);
    expect(errorsFor({ ...valid, pfMember: "yes" }).pfMember).toEqual(["Choose whether the person is a PF member"]);
    expect(errorsFor({ ...valid, pfWageCapped: "no" }).pfWageCapped).toEqual([
      "Choose whether PF is on at most ₹15,000 of basic or on the full basic",
    ]);
    expect(errorsFor({ ...valid, stateOfWork: "XX" }).stateOfWork).toEqual(["Choose a state of work from the list"]);
    expect(errorsFor({ ...valid, stateOfWork: "Maharashtra" }).stateOfWork).toEqual([statutoryMessages.stateOfWork]);
  });

  it("lets the HR short form leave gender out (its payload stays as it was) and check it when given", () => {
    expect(hr.parse(hrForm).gender).toBeNull();
    expect(hr.parse({ ...hrForm, gender: "" }).gender).toBeNull();
    expect(hr.parse({ ...hrForm, gender: "female" }).gender).toBe("female");
    const refused = hr.safeParse({ ...hrForm, gender: "woman" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["gender", "Gender must be male, female or other"],
    ]);
  });
});
