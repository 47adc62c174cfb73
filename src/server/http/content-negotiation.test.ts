import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./content-negotiation";

const both = { br: true, gzip: true };
const none = { br: false, gzip: false };

describe("chooseEncoding", () => {
  it.each([
    ["br, gzip, deflate", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["deflate", "identity"],
    ["identity", "identity"],
    ["", "identity"],
    ["BR", "br"],
    [" gzip ;  q=1 ,  br ; q=0.999", "gzip"],
  ])("prefers Brotli, then gzip, then the plain bytes: %j gives %s", (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it("sends the plain bytes when the request names no encoding", () => {
    expect(chooseEncoding(undefined, both)).toBe("identity");
  });

  it("follows the client's weights over our order", () => {
    expect(chooseEncoding("br;q=0.5, gzip", both)).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.5, br;q=0.9", both)).toBe("br");
    expect(chooseEncoding("br;q=0.1, gzip;q=0.2, identity;q=0.3", both)).toBe("identity");
    expect(chooseEncoding("br;q=1.000, gzip;q=1", both)).toBe("br");
  });

  it("never sends an encoding weighted 0, and a malformed weight counts as 0", () => {
    expect(chooseEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0.0, gzip;q=0", both)).toBe("identity");
    expect(chooseEncoding("br;q=2, gzip;q=abc", both)).toBe("identity");
    expect(chooseEncoding("br;q=0.0001", both)).toBe("identity");
  });

  it("reads * as every encoding not named", () => {
    expect(chooseEncoding("*", both)).toBe("br");
    expect(chooseEncoding("br;q=0, *", both)).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.5, *;q=0.1", both)).toBe("gzip");
  });

  it("answers null when the client refuses every copy we hold, so the ordinary route decides", () => {
    expect(chooseEncoding("identity;q=0", none)).toBeNull();
    expect(chooseEncoding("*;q=0", none)).toBeNull();
    expect(chooseEncoding("br, identity;q=0", none)).toBeNull();
    expect(chooseEncoding("br, identity;q=0", { br: true, gzip: false })).toBe("br");
  });

  it("offers only the copies a file has", () => {
    expect(chooseEncoding("br, gzip", { br: false, gzip: true })).toBe("gzip");
    expect(chooseEncoding("br, gzip", none)).toBe("identity");
  });

  it("answers the same for a header seen before (cached)", () => {
    for (let round = 0; round < 3; round += 1) expect(chooseEncoding("gzip, br;q=0.8", both)).toBe("gzip");
    expect(chooseEncoding("gzip, br;q=0.8", { br: true, gzip: false })).toBe("br");
  });
});
