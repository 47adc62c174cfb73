import { describe, expect, it } from "vitest";
import { splitName } from "./person-name";

describe("splitName", () => {
  it("splits at the last space", () => {
    expect(splitName("Aarav Deshmukh")).toEqual({ firstName: "Aarav", lastName: "Deshmukh" });
    expect(splitName("Mary Ann D'Souza")).toEqual({ firstName: "Mary Ann", lastName: "D'Souza" });
  });

  it("ignores surrounding and repeated spaces (tabs too)", () => {
    expect(splitName("  Sneha \t  Patil  ")).toEqual({ firstName: "Sneha", lastName: "Patil" });
    expect(splitName("Rohit  Vijay   Pawar")).toEqual({ firstName: "Rohit Vijay", lastName: "Pawar" });
  });

  it("keeps a one-word name whole as the first name, with an empty last name", () => {
    expect(splitName("Madhuri")).toEqual({ firstName: "Madhuri", lastName: "" });
    expect(splitName("  Madhuri ")).toEqual({ firstName: "Madhuri", lastName: "" });
    expect(splitName("")).toEqual({ firstName: "", lastName: "" });
  });
});
