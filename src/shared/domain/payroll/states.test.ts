import { describe, expect, it } from "vitest";
import { isStateCode, stateFromWorkLocation, stateName, STATE_CODES } from "./states";

describe("states", () => {
  it("lists Maharashtra, Karnataka and others by code with their names", () => {
    expect(STATE_CODES).toContain("MH");
    expect(STATE_CODES).toContain("KA");
    expect(stateName("MH")).toBe("Maharashtra");
    expect(stateName("KA")).toBe("Karnataka");
    expect(stateName("TG")).toBe("Telangana");
    expect(isStateCode("GJ")).toBe(true);
    expect(isStateCode("mh")).toBe(false);
    expect(isStateCode("XX")).toBe(false);
  });
});

describe("the state of a work location", () => {
  it("places the cities the product offers", () => {
    expect(stateFromWorkLocation("Pune")).toBe("MH");
    expect(stateFromWorkLocation("Mumbai")).toBe("MH");
    expect(stateFromWorkLocation("Bangalore")).toBe("KA");
  });

  it("places other spellings, cities and free text, whatever the case", () => {
    expect(stateFromWorkLocation("Nagpur")).toBe("MH");
    expect(stateFromWorkLocation("Baner, Pune")).toBe("MH");
    expect(stateFromWorkLocation("Navi Mumbai")).toBe("MH");
    expect(stateFromWorkLocation("Bengaluru")).toBe("KA");
    expect(stateFromWorkLocation("  BANGALORE ")).toBe("KA");
    expect(stateFromWorkLocation("Hyderabad")).toBe("TG");
    expect(stateFromWorkLocation("New Delhi")).toBe("DL");
  });

  it("goes by the last place named, as addresses end with the city", () => {
    expect(stateFromWorkLocation("Mysore Road, Bengaluru")).toBe("KA");
    expect(stateFromWorkLocation("Bangalore Highway, Pune")).toBe("MH");
  });

  it("matches whole words only", () => {
    expect(stateFromWorkLocation("Surathkal")).toBe("MH"); // not Surat: unknown, so the default
  });

  it("defaults to Maharashtra, the company's state, for what it cannot place", () => {
    expect(stateFromWorkLocation(null)).toBe("MH");
    expect(stateFromWorkLocation("")).toBe("MH");
    expect(stateFromWorkLocation("Remote")).toBe("MH");
    expect(stateFromWorkLocation("Indore")).toBe("MH");
  });
});
