import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { employeeInputSchema, type Employee, type EmployeeInput } from "@/shared/contract/employees";
import { blankEmployeeForm, toEmployeeForm, toEmployeeInput, type EmployeeForm } from "./employee-form-values";
import { StatutorySection } from "./statutory-section";
import { statutoryFacts } from "./statutory-text";

function Harness(props: { values: Partial<EmployeeForm> }) {
  const form = useForm<EmployeeForm, unknown, EmployeeInput>({ defaultValues: { ...blankEmployeeForm, ...props.values } });
  return <StatutorySection field={{ register: form.register, errors: form.formState.errors }} idPrefix="f" control={form.control} />;
}
const render = (values: Partial<EmployeeForm> = {}) => renderToStaticMarkup(<Harness values={values} />);
/** The text of each <label for=...>, without the required star. */
const labels = (html: string) => [...html.matchAll(/<label for="f-(\w+)"[^>]*>([^<]*)/g)].map((match) => [match[1], match[2]]);
const options = (html: string, name: string) => {
  const select = html.match(new RegExp(`<select[^>]*id="f-${name}"[^>]*>(.*?)</select>`))![1]!;
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((match) => [match[1], match[2]]);
};

describe("StatutorySection (product.md 7.1, Statutory Details)", () => {
  it("asks for gender with its one hint, and offers the PF choices, the states and the regimes", () => {
    const html = render({ workLocation: "Pune" });
    expect(html).toContain('<h3 class="font-semibold text-brand-900">Statutory Details</h3>');
    expect(labels(html)).toEqual([
      ["gender", "Gender"],
      ["uan", "UAN"],
      ["esiIpNumber", "ESI IP Number"],
      ["pfMember", "PF Member"],
      ["pfWageCapped", "PF Wage Cap"],
      ["epsMember", "EPS Member"],
      ["stateOfWork", "State of Work"],
    ]);
    // The regime is chosen for each financial year on the Tax tab, not on the record.
    expect(html).not.toContain("taxRegime");
    expect(html).toMatch(/id="f-gender"[^>]*aria-describedby="f-gender-hint"[^>]*aria-required="true"/);
    expect(html).toContain('<p id="f-gender-hint" class="text-xs text-slate-600">Decides the professional-tax exemption for women</p>');
    expect(options(html, "gender")).toEqual([
      ["", "Select..."],
      ["male", "Male"],
      ["female", "Female"],
      ["other", "Other"],
    ]);
    expect(options(html, "pfWageCapped").slice(1)).toEqual([
      ["yes", "Yes: on at most ₹15,000 of basic"],
      ["no", "No: on the full basic"],
    ]);
    expect(options(html, "stateOfWork")).toEqual(
      expect.arrayContaining([
        ["MH", "Maharashtra"],
        ["KA", "Karnataka"],
      ]),
    );
    expect(options(html, "stateOfWork")[0]).toEqual(["", "From work location (Maharashtra)"]);
  });

  it("asks why a non-member is not in PF, only once 'No' is chosen", () => {
    expect(labels(render({ pfMember: "no" })).slice(3, 6)).toEqual([
      ["pfMember", "PF Member"],
      ["pfExclusionReason", "Why Not a PF Member"],
      ["pfWageCapped", "PF Wage Cap"],
    ]);
    expect(render()).toContain("Mandatory for a basic salary of ₹15,000 or less, and for anyone with a UAN");
    expect(options(render(), "epsMember").slice(1)).toEqual([
      ["yes", "Yes"],
      ["no", "No"],
    ]);
  });

  it("starts EPS membership on the rule's choice, named as the basic and UAN are typed (EPS para 6(a), G.S.R. 609(E))", () => {
    // No UAN: the person first joins EPF now. Basic 15,001 is above the ceiling: not an EPS member; 15,000 is at it.
    expect(options(render({ basicSalary: "15,001" }), "epsMember")[0]).toEqual(["", "By the rule (No)"]);
    expect(options(render({ basicSalary: "15000" }), "epsMember")[0]).toEqual(["", "By the rule (Yes)"]);
    // A UAN (an earlier membership, perhaps before September 2014): a member by default.
    expect(options(render({ basicSalary: "40000", uan: "1001 2345 6789" }), "epsMember")[0]).toEqual(["", "By the rule (Yes)"]);
  });

  it("names the work location's state on the blank choice", () => {
    expect(options(render({ workLocation: "Bangalore" }), "stateOfWork")[0]).toEqual(["", "From work location (Karnataka)"]);
    expect(options(render({ workLocation: "" }), "stateOfWork")[0]).toEqual(["", "From work location (Maharashtra)"]);
  });
});

describe("the statutory values of the employee form", () => {
  const schema = employeeInputSchema("prasthanrealty.example", "update");
  const errors = (form: EmployeeForm) => {
    const result = schema.safeParse(toEmployeeInput(form));
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };

  it("start a new hire as a PF member capped at ₹15,000, and send yes/no as true/false", () => {
    expect(toEmployeeInput(blankEmployeeForm)).toMatchObject({
      gender: "",
      uan: "",
      esiIpNumber: "",
      pfMember: true,
      pfExclusionReason: "",
      pfWageCapped: true,
      stateOfWork: "",
    });
    // EPS membership left on the rule is not sent: the schema derives it from the basic and the UAN.
    expect(toEmployeeInput(blankEmployeeForm).epsMember).toBeUndefined();
    expect(toEmployeeInput({ ...blankEmployeeForm, epsMember: "yes" }).epsMember).toBe(true);
    // A reason typed before choosing 'Yes' is not sent for a member.
    expect(toEmployeeInput({ ...blankEmployeeForm, pfExclusionReason: "Joined above the ceiling" }).pfExclusionReason).toBe("");
    expect(
      toEmployeeInput({ ...blankEmployeeForm, pfMember: "no", pfExclusionReason: "Joined above the ceiling", epsMember: "no" }),
    ).toMatchObject({
      pfMember: false,
      pfExclusionReason: "Joined above the ceiling",
      epsMember: false,
    });
    expect(toEmployeeInput({ ...blankEmployeeForm, gender: "female", pfMember: "no", pfWageCapped: "no" })).toMatchObject({
      gender: "female",
      pfMember: false,
      pfWageCapped: false,
    });
  });

  it("meet the schema's messages when a choice is left on 'Select...' or a number is short", () => {
    const found = errors({ ...blankEmployeeForm, pfMember: "", pfWageCapped: "", uan: "12345678901", esiIpNumber: "12345" });
    expect(found).toMatchObject({
      gender: "Gender is required",
      uan: "UAN must be 12 digits",
      esiIpNumber: "ESI IP number must be 10 digits",
      pfMember: "Choose whether the person is a PF member",
      pfWageCapped: "Choose whether PF is on at most ₹15,000 of basic or on the full basic",
    });
    expect(found.stateOfWork).toBeUndefined();
  });

  it("fill an edit with the stored values; a state that is the work location's own starts blank, so it follows the location", () => {
    const stored = {
      gender: "male",
      uan: "100123456789",
      esiIpNumber: null,
      pfMember: false,
      pfExclusionReason: "Joined above the ceiling",
      pfWageCapped: true,
      epsMember: false,
      stateOfWork: "KA",
      workLocation: "Bangalore",
    } as const;
    const employee = { ...toEmployeeInput(blankEmployeeForm), ...stored } as unknown as Employee;
    expect(toEmployeeForm(employee)).toMatchObject({
      gender: "male",
      uan: "100123456789",
      esiIpNumber: "",
      pfMember: "no",
      pfExclusionReason: "Joined above the ceiling",
      pfWageCapped: "yes",
      epsMember: "no",
      stateOfWork: "",
    });
    expect(toEmployeeForm({ ...employee, workLocation: "Pune" }).stateOfWork).toBe("KA");
    expect(toEmployeeForm({ ...employee, gender: null }).gender).toBe("");
  });

  it("read out in the record and the Profile tab", () => {
    const record = {
      gender: "female",
      uan: null,
      esiIpNumber: "3112345678",
      pfMember: true,
      pfExclusionReason: null,
      pfWageCapped: false,
      epsMember: true,
      stateOfWork: "KA",
    } as const;
    const facts = statutoryFacts(record);
    expect(facts).toEqual([
      ["Gender", "Female"],
      ["UAN", null],
      ["ESI IP number", "3112345678"],
      ["PF member", "Yes"],
      ["PF wage cap", "No: on the full basic"],
      ["EPS member", "Yes"],
      ["State of work", "Karnataka"],
    ]);
    const outside = statutoryFacts({
      ...record,
      pfMember: false,
      pfExclusionReason: "Joined at ₹40,000, never a member before",
      epsMember: false,
    });
    expect(outside[3]).toEqual(["PF member", "No: Joined at ₹40,000, never a member before"]);
    expect(outside[5]).toEqual(["EPS member", "No"]);
  });
});
