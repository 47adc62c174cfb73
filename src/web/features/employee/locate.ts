import { LOCATION_NOT_AVAILABLE, type LocationInput } from "@/shared/contract/employee-portal";

/** docs/product.md section 8.2: high accuracy, 10-second time-out, cached positions up to 60 seconds old. */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };
export const GEOCODER_TIMEOUT_MS = 5_000;
/**
 * Some browsers never call back when the permission prompt is dismissed (the 10-second time-out only
 * starts once a position is being sought): after this long, check in without a location.
 */
export const PROMPT_GUARD_MS = 30_000;
/** The contract's limits: an address of at most 500 characters, an accuracy below 100 km. */
const ADDRESS_MAX = 500;
const ACCURACY_MAX = 99_999;

export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by this browser";

/** The browser offers no geolocation at all: a failed check-in (docs/product.md section 8.2). */
export class GeolocationUnsupportedError extends Error {
  constructor() {
    super(GEOLOCATION_UNSUPPORTED);
  }
}

export interface Coordinates {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** The coordinates as text to 6 decimals: the address when no geocoder answers (docs/product.md section 8.2). */
export const coordinatesText = (latitude: number, longitude: number) => `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;

/** The current position, or null when it was refused, timed out or is unavailable (check-in still proceeds). */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Coordinates | null> {
  if (!geolocation) return Promise.reject(new GeolocationUnsupportedError());
  return new Promise((resolve) => {
    const guard = setTimeout(() => resolve(null), PROMPT_GUARD_MS);
    geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(guard);
        const { latitude, longitude, accuracy } = position.coords;
        resolve({ latitude, longitude, accuracy: Math.min(Math.max(accuracy, 0), ACCURACY_MAX) });
      },
      () => {
        clearTimeout(guard);
        resolve(null);
      },
      POSITION_OPTIONS,
    );
  });
}

/** The place name of a Nominatim-style answer: `display_name`, else `locality, countryName`. */
export function addressOf(answer: unknown): string | null {
  if (!answer || typeof answer !== "object") return null;
  const { display_name: displayName, locality, countryName } = answer as Record<string, unknown>;
  if (typeof displayName === "string" && displayName.trim()) return displayName.trim();
  const parts = [locality, countryName]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .map((part) => part.trim());
  return parts.length ? parts.join(", ") : null;
}

/** Asks the reverse geocoder for a place name; null on any failure, including a 5-second time-out. */
export async function reverseGeocode(
  geocoderUrl: string,
  latitude: number,
  longitude: number,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), GEOCODER_TIMEOUT_MS);
  try {
    const url = new URL(geocoderUrl, globalThis.location?.href);
    url.searchParams.set("lat", String(latitude));
    url.searchParams.set("lon", String(longitude));
    url.searchParams.set("format", "json");
    // A third-party service: no cookies go to it.
    const response = await fetcher(url.toString(), {
      signal: controller.signal,
      credentials: "omit",
      headers: { accept: "application/json" },
    });
    if (!response.ok) return null;
    return addressOf(await response.json());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Where the person is, ready for POST check-in or check-out (docs/product.md section 8.2): the address is the geocoder's
 * place name, else the coordinates as text, or 'Location not available' with no coordinates when
 * the browser gave none. Rejects only when the browser has no geolocation.
 */
export async function locate(
  geocoderUrl: string | null,
  deps: { geolocation?: Geolocation; fetcher?: typeof fetch } = {},
): Promise<LocationInput> {
  const geolocation = "geolocation" in deps ? deps.geolocation : globalThis.navigator?.geolocation;
  const position = await currentPosition(geolocation);
  if (!position) return { location: "", address: LOCATION_NOT_AVAILABLE, latitude: null, longitude: null, accuracy: null };
  const { latitude, longitude, accuracy } = position;
  const named = geocoderUrl ? await reverseGeocode(geocoderUrl, latitude, longitude, deps.fetcher) : null;
  // The server refuses control characters and more than 500 characters; a geocoder could send either.
  const address = (named?.replace(/\p{Cc}+/gu, " ").trim() || coordinatesText(latitude, longitude)).slice(0, ADDRESS_MAX);
  return { location: "", address, latitude, longitude, accuracy };
}
