import { describe, expect, it } from "vitest";
import { checkSuccess } from "./check-success";

describe("check-in and check-out success toasts", () => {
  it("mention the location only when the browser gave one", () => {
    expect(checkSuccess("in", { latitude: 18.5598 })).toEqual(["Check-in Successful", "Your attendance and location have been recorded"]);
    expect(checkSuccess("out", { latitude: 18.5598 })).toEqual(["Check-out Successful", "Your work day and location have been recorded"]);
  });

  it("say honestly that the time was recorded without a location after a refused position", () => {
    expect(checkSuccess("in", { latitude: null })).toEqual(["Check-in Successful", "Your attendance has been recorded without a location"]);
    expect(checkSuccess("out", { latitude: null })).toEqual(["Check-out Successful", "Your work day has been recorded without a location"]);
  });
});
