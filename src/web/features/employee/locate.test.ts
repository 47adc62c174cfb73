import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCATION_NOT_AVAILABLE } from "@/shared/contract/employee-portal";
import {
  addressOf,
  coordinatesText,
  GeolocationUnsupportedError,
  locate,
  POSITION_OPTIONS,
  PROMPT_GUARD_MS,
  reverseGeocode,
} from "./locate";

const position = (latitude: number, longitude: number, accuracy: number) =>
  ({ coords: { latitude, longitude, accuracy } }) as GeolocationPosition;

/** A browser geolocation that answers `answer` (a position or an error) and records the options it was given. */
function fakeGeolocation(answer: GeolocationPosition | { code: number } | "never") {
  const getCurrentPosition = vi.fn((onPosition: PositionCallback, onError?: PositionErrorCallback | null, _options?: PositionOptions) => {
    if (answer === "never") return;
    if ("coords" in answer) onPosition(answer);
    else onError?.(answer as GeolocationPositionError);
  });
  return { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() } as unknown as Geolocation & {
    getCurrentPosition: typeof getCurrentPosition;
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("locate", () => {
  it("asks for a high-accuracy position with a 10-second time-out and 60-second cache", async () => {
    const geolocation = fakeGeolocation(position(18.5598, 73.7897, 12));
    await locate(null, { geolocation });
    expect(geolocation.getCurrentPosition.mock.calls[0]![2]).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
    expect(POSITION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
  });

  it("uses the geocoder's display name and sends lat, lon and format=json", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => json({ display_name: "Baner Road, Pune, Maharashtra, India" }));
    const input = await locate("http://geo.test/reverse", { geolocation: fakeGeolocation(position(18.5598, 73.7897, 12)), fetcher });
    expect(input).toEqual({
      location: "",
      address: "Baner Road, Pune, Maharashtra, India",
      latitude: 18.5598,
      longitude: 73.7897,
      accuracy: 12,
    });
    const url = new URL(String(fetcher.mock.calls[0]![0]));
    expect(`${url.origin}${url.pathname}`).toBe("http://geo.test/reverse");
    expect(Object.fromEntries(url.searchParams)).toEqual({ lat: "18.5598", lon: "73.7897", format: "json" });
  });

  it("uses locality and country name when there is no display name", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => json({ locality: "Baner", countryName: "India" }));
    const input = await locate("http://geo.test/reverse", { geolocation: fakeGeolocation(position(18.5, 73.7, 5)), fetcher });
    expect(input.address).toBe("Baner, India");
  });

  it("falls back to the coordinates to 6 decimals when the geocoder fails", async () => {
    const geolocation = fakeGeolocation(position(18.5598123, 73.7897456, 30));
    const down = await locate("http://geo.test/reverse", { geolocation, fetcher: vi.fn<typeof fetch>(async () => json({}, 503)) });
    expect(down.address).toBe("18.559812, 73.789746");
    const broken = await locate("http://geo.test/reverse", {
      geolocation,
      fetcher: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("network"))),
    });
    expect(broken.address).toBe("18.559812, 73.789746");
    const empty = await locate("http://geo.test/reverse", {
      geolocation,
      fetcher: vi.fn<typeof fetch>(async () => json({ display_name: "" })),
    });
    expect(empty.address).toBe("18.559812, 73.789746");
  });

  it("does not call a geocoder when none is configured", async () => {
    const fetcher = vi.fn<typeof fetch>();
    const input = await locate(null, { geolocation: fakeGeolocation(position(-33.8688, 151.2093, 8)), fetcher });
    expect(fetcher).not.toHaveBeenCalled();
    expect(input).toEqual({ location: "", address: "-33.868800, 151.209300", latitude: -33.8688, longitude: 151.2093, accuracy: 8 });
  });

  it("gives up on the geocoder after 5 seconds", async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const pending = reverseGeocode("http://geo.test/reverse", 18.5, 73.7, fetcher);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(pending).resolves.toBeNull();
  });

  it.each([1, 2, 3])("proceeds with 'Location not available' when the position fails (code %i)", async (code) => {
    const fetcher = vi.fn<typeof fetch>();
    const input = await locate("http://geo.test/reverse", { geolocation: fakeGeolocation({ code }), fetcher });
    expect(input).toEqual({ location: "", address: LOCATION_NOT_AVAILABLE, latitude: null, longitude: null, accuracy: null });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("proceeds without a location when the permission prompt never answers", async () => {
    vi.useFakeTimers();
    const pending = locate(null, { geolocation: fakeGeolocation("never") });
    await vi.advanceTimersByTimeAsync(PROMPT_GUARD_MS);
    await expect(pending).resolves.toMatchObject({ address: LOCATION_NOT_AVAILABLE, latitude: null });
  });

  it("rejects when the browser has no geolocation", async () => {
    await expect(locate(null, { geolocation: undefined })).rejects.toBeInstanceOf(GeolocationUnsupportedError);
  });

  it("reads navigator.geolocation and the global fetch by default", async () => {
    vi.stubGlobal("navigator", { geolocation: fakeGeolocation(position(18.5, 73.7, 10)) });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ display_name: "Pune" })),
    );
    await expect(locate("http://geo.test/reverse")).resolves.toMatchObject({ address: "Pune", latitude: 18.5 });
  });

  it("keeps addresses within the contract: no control characters, at most 500 characters", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => json({ display_name: `Baner\u0000Road ${"x".repeat(600)}` }));
    const input = await locate("http://geo.test/reverse", { geolocation: fakeGeolocation(position(18.5, 73.7, 10)), fetcher });
    expect(input.address.startsWith("Baner Road")).toBe(true);
    expect(input.address).toHaveLength(500);
  });
});

describe("helpers", () => {
  it("formats coordinates and reads geocoder answers", () => {
    expect(coordinatesText(18.5, 73.7)).toBe("18.500000, 73.700000");
    expect(addressOf(null)).toBeNull();
    expect(addressOf({ countryName: "India" })).toBe("India");
  });
});
