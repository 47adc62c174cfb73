import { describe, expect, it } from "vitest";
import { employeeProvidentFund, employerProvidentFund } from "../provident-fund";
import { ecrFile, ecrLine, ecrName, type EcrMember } from "./ecr";

const member = (changes: Partial<EcrMember>): EcrMember => ({
  uan: "100427607286",
  name: "Aarav Deshmukh",
  grossWages: 25_000,
  pfWage: 15_000,
  epsWage: 15_000,
  edliWage: 15_000,
  employeeShare: 1_800,
  eps: 1_250,
  epfEpsDifference: 550,
  ncpDays: 0,
  refundOfAdvances: 0,
  ...changes,
});

describe("ECR 2.0 line", () => {
  it("a member at the ceiling (basic 15,000)", () => {
    // PF wage 15,000; employee 12% = 1,800; EPS 8.33% x 15,000 = 1,249.50 -> 1,250 (50 paise up);
    // EPF-EPS difference 1,800 - 1,250 = 550; EPS and EDLI wages min(15,000, 15,000) = 15,000.
    expect(ecrLine(member({}))).toBe("100427607286#~#Aarav Deshmukh#~#25000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#0#~#0");
  });

  it("a member below it (basic 9,000)", () => {
    // PF wage 9,000; employee 12% = 1,080; EPS 8.33% x 9,000 = 749.70 -> 750; difference 1,080 - 750 = 330;
    // EPS and EDLI wages 9,000 (below the ceiling).
    const line = ecrLine(
      member({ grossWages: 15_000, pfWage: 9_000, epsWage: 9_000, edliWage: 9_000, employeeShare: 1_080, eps: 750, epfEpsDifference: 330 }),
    );
    expect(line).toBe("100427607286#~#Aarav Deshmukh#~#15000#~#9000#~#9000#~#9000#~#1080#~#750#~#330#~#0#~#0");
  });

  it("a member above it with the wage capped (basic 40,000, capped)", () => {
    // PF wage min(40,000, 15,000) = 15,000: employee 1,800, EPS 1,250, difference 550, as at the ceiling.
    const line = ecrLine(member({ grossWages: 80_000, pfWage: 15_000 }));
    expect(line).toBe("100427607286#~#Aarav Deshmukh#~#80000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#0#~#0");
  });

  it("a member above it contributing on the full basic (basic 40,000, not capped)", () => {
    // PF wage 40,000; employee 12% = 4,800; EPS on at most 15,000: 1,250; difference 4,800 - 1,250 = 3,550;
    // EPS and EDLI wages min(40,000, 15,000) = 15,000.
    const line = ecrLine(member({ grossWages: 80_000, pfWage: 40_000, employeeShare: 4_800, eps: 1_250, epfEpsDifference: 3_550 }));
    expect(line).toBe("100427607286#~#Aarav Deshmukh#~#80000#~#40000#~#15000#~#15000#~#4800#~#1250#~#3550#~#0#~#0");
  });

  it("a member with loss-of-pay days as NCP days", () => {
    // Basic 15,000, gross 25,000, 3 loss-of-pay days of 30: earned basic 15,000 - 15,000 x 3/30 = 13,500,
    // earned gross 25,000 - 2,500 = 22,500; employee 12% x 13,500 = 1,620; EPS 8.33% x 13,500 = 1,124.55 -> 1,125;
    // difference 1,620 - 1,125 = 495; NCP days 3.
    const line = ecrLine(
      member({
        grossWages: 22_500,
        pfWage: 13_500,
        epsWage: 13_500,
        edliWage: 13_500,
        employeeShare: 1_620,
        eps: 1_125,
        epfEpsDifference: 495,
        ncpDays: 3,
      }),
    );
    expect(line).toBe("100427607286#~#Aarav Deshmukh#~#22500#~#13500#~#13500#~#13500#~#1620#~#1125#~#495#~#3#~#0");
  });

  it("a member past 58 or not an EPS member: EPS wages and contribution 0, the whole 12% as EPF", () => {
    // Basic 15,000: employee 12% = 1,800; employer 12% = 1,800 all EPF (EPS 0), so the difference column is 1,800;
    // EPS wages 0; EDLI wages 15,000 (EDLI goes on).
    const line = ecrLine(member({ epsWage: 0, eps: 0, epfEpsDifference: 1_800 }));
    expect(line).toBe("100427607286#~#Aarav Deshmukh#~#25000#~#15000#~#0#~#15000#~#1800#~#0#~#1800#~#0#~#0");
    expect(employerProvidentFund({ earnedBasic: 15_000, member: true, capped: true, pension: false })).toMatchObject({
      epsWage: 0,
      eps: 0,
      epf: 1_800,
    });
  });

  it("a month paying arrears of the month before within that month's ceiling", () => {
    // November basic 14,000 plus October's arrears 3,000 (October 11,000 + 3,000 = 14,000, within 15,000):
    // EPF, EPS and EDLI wages 17,000; employee 12% = 2,040; EPS 8.33% = 1,416.10 -> 1,416; difference 624.
    const line = ecrLine(
      member({
        grossWages: 30_000,
        pfWage: 17_000,
        epsWage: 17_000,
        edliWage: 17_000,
        employeeShare: 2_040,
        eps: 1_416,
        epfEpsDifference: 624,
      }),
    );
    expect(line).toBe("100427607286#~#Aarav Deshmukh#~#30000#~#17000#~#17000#~#17000#~#2040#~#1416#~#624#~#0#~#0");
  });

  it("agrees with the payroll's own provident fund for those wages (the hand figures above)", () => {
    expect(employeeProvidentFund({ earnedBasic: 13_500, member: true, capped: true })).toBe(1_620);
    expect(employerProvidentFund({ earnedBasic: 13_500, member: true, capped: true })).toMatchObject({ eps: 1_125, epf: 495 });
    expect(employerProvidentFund({ earnedBasic: 40_000, member: true, capped: false })).toMatchObject({ eps: 1_250, epf: 3_550 });
    expect(employerProvidentFund({ earnedBasic: 9_000, member: true, capped: true })).toMatchObject({ eps: 750, epf: 330 });
  });

  it("keeps only letters, digits, spaces and '.' in the name", () => {
    expect(ecrName("  Dr. Sneha  Patil-Kulkarni (HR) ")).toBe("Dr. Sneha Patil Kulkarni HR");
    expect(ecrName("Renée D'Souza")).toBe("Renee D Souza");
  });

  it("ends each line with CRLF, no header", () => {
    const file = ecrFile([member({}), member({ uan: "100257274743", name: "Nitesh Kr" })]);
    expect(file.split("\r\n")).toHaveLength(3);
    expect(file.startsWith("100427607286#~#")).toBe(true);
    expect(file.endsWith("#~#0#~#0\r\n")).toBe(true);
  });
});
