import { describe, expect, it } from "vitest";
import { outOfHrReach } from "./hr-reach";

describe("HR's reach over an admin account", () => {
  it("keeps an admin account's pay out of reach of everyone but an admin", () => {
    expect([outOfHrReach("hr", true), outOfHrReach("employee", true), outOfHrReach("admin", true)]).toEqual([true, true, false]);
  });

  it("leaves every other account's within reach", () => {
    expect([outOfHrReach("hr", false), outOfHrReach("admin", false)]).toEqual([false, false]);
  });
});
