import { describe, expect, it } from "vitest";
import { hraExemption, isHraMetroCity } from "./hra-exemption";

const fy2526 = (input: { hraReceived: number; basic: number; rentPaid: number; metro: boolean }) =>
  hraExemption({ financialYear: "2025-26", ...input });

describe("HRA exemption: the least of HRA received, rent less 10% of basic, 40% / 50% of basic", () => {
  it("HRA received binds", () => {
    // Basic 6,00,000: limits 1,20,000 received; 3,00,000 - 60,000 = 2,40,000; 40% = 2,40,000.
    expect(fy2526({ hraReceived: 120_000, basic: 600_000, rentPaid: 300_000, metro: false })).toEqual({
      limits: { hraReceived: 120_000, rentOverTenPercentOfBasic: 240_000, shareOfBasic: 240_000 },
      binding: "hraReceived",
      metro: false,
      exemption: 120_000,
    });
  });

  it("rent paid less 10% of basic binds", () => {
    // 1,80,000 - 60,000 = 1,20,000, below 3,00,000 received and 2,40,000 (40%).
    expect(fy2526({ hraReceived: 300_000, basic: 600_000, rentPaid: 180_000, metro: false })).toMatchObject({
      binding: "rentOverTenPercentOfBasic",
      exemption: 120_000,
    });
  });

  it("the share of basic binds: 40% in Pune, 50% in a metro (FY 2025-26)", () => {
    // Received 3,60,000; rent 4,00,000 - 60,000 = 3,40,000; Pune 40% of 6,00,000 = 2,40,000.
    const pune = { hraReceived: 360_000, basic: 600_000, rentPaid: 400_000, metro: isHraMetroCity("Pune", "2025-26") };
    expect(fy2526(pune)).toMatchObject({ metro: false, binding: "shareOfBasic", exemption: 240_000 });
    // Mumbai 50% of 6,00,000 = 3,00,000, still the least.
    const mumbai = { ...pune, metro: isHraMetroCity("Mumbai", "2025-26") };
    expect(fy2526(mumbai)).toMatchObject({ metro: true, binding: "shareOfBasic", exemption: 300_000 });
  });

  it("is nil when the rent is at most 10% of basic", () => {
    // 50,000 - 60,000 < 0.
    expect(fy2526({ hraReceived: 120_000, basic: 600_000, rentPaid: 50_000, metro: true }).exemption).toBe(0);
  });
});

describe("metro cities for HRA", () => {
  it("are Delhi, Mumbai, Kolkata and Chennai in FY 2025-26, old names included", () => {
    for (const city of ["Delhi", "New Delhi", "mumbai", "Bombay", "Kolkata", "Calcutta", "Chennai", "Madras"]) {
      expect(isHraMetroCity(city, "2025-26")).toBe(true);
    }
    for (const city of ["Pune", "Bengaluru", "Bangalore", "Hyderabad", "Ahmedabad", "Nagpur"]) {
      expect(isHraMetroCity(city, "2025-26")).toBe(false);
    }
  });

  it("add Bengaluru, Hyderabad, Pune and Ahmedabad from FY 2026-27 (Income-tax Rules 2026)", () => {
    for (const city of ["Pune", " Bangalore ", "Hyderabad", "Ahmedabad", "Mumbai"]) {
      expect(isHraMetroCity(city, "2026-27")).toBe(true);
    }
    expect(isHraMetroCity("Nagpur", "2026-27")).toBe(false);
  });
});
