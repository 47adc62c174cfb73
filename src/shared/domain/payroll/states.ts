/**
 * The states a person can work in, for the state-levied deductions (professional tax, labour welfare
 * fund). Maharashtra and Karnataka have tables; the others are listed so that a person working there
 * is paid with a visible "no table" note instead of Maharashtra's figures.
 */

export const STATES = [
  { code: "MH", name: "Maharashtra" },
  { code: "KA", name: "Karnataka" },
  { code: "GJ", name: "Gujarat" },
  { code: "TG", name: "Telangana" },
  { code: "TN", name: "Tamil Nadu" },
  { code: "DL", name: "Delhi" },
  { code: "UP", name: "Uttar Pradesh" },
] as const;

export type StateCode = (typeof STATES)[number]["code"];

export const STATE_CODES: readonly StateCode[] = STATES.map((state) => state.code);

/** The company's own state (its office is in Pune): the default for a location we cannot place. */
export const DEFAULT_STATE: StateCode = "MH";

export const stateName = (code: StateCode): string => STATES.find((state) => state.code === code)?.name ?? code;

export const isStateCode = (value: string): value is StateCode => (STATE_CODES as readonly string[]).includes(value);

/** Cities (old and new spellings) and state names, lower case, by the state they are in. */
const PLACES: Record<StateCode, readonly string[]> = {
  MH: [
    "maharashtra",
    "pune",
    "pimpri",
    "chinchwad",
    "hinjewadi",
    "mumbai",
    "bombay",
    "thane",
    "navi mumbai",
    "nagpur",
    "nashik",
    "aurangabad",
    "chhatrapati sambhajinagar",
    "kolhapur",
    "solapur",
  ],
  KA: ["karnataka", "bengaluru", "bangalore", "mysuru", "mysore", "mangaluru", "mangalore", "hubballi", "hubli"],
  GJ: ["gujarat", "ahmedabad", "surat", "vadodara", "baroda", "gandhinagar", "rajkot"],
  TG: ["telangana", "hyderabad", "secunderabad", "warangal"],
  TN: ["tamil nadu", "chennai", "madras", "coimbatore", "madurai"],
  DL: ["delhi", "new delhi"],
  UP: ["uttar pradesh", "noida", "greater noida", "ghaziabad", "lucknow", "kanpur"],
};

/** Every place name, and one whole-word pattern for them all, built once (the names are letters and spaces only). */
const STATE_OF_PLACE = new Map(STATE_CODES.flatMap((code) => PLACES[code].map((place) => [place, code] as const)));
const PLACE_PATTERN = new RegExp(`\\b(${[...STATE_OF_PLACE.keys()].join("|")})\\b`, "g");

/**
 * The state of a free-text work location ('Pune', 'Baner, Pune', 'Bangalore', 'Remote'): the state of the
 * last known city or state name in it, as addresses end with the city ('Mysore Road, Bengaluru'). A location
 * we cannot place (empty, 'Remote', a city not listed) is Maharashtra, the company's own state: HR sets the
 * state explicitly for anyone else.
 */
export function stateFromWorkLocation(location: string | null): StateCode {
  const last = [...(location ?? "").toLowerCase().matchAll(PLACE_PATTERN)].at(-1);
  return (last && STATE_OF_PLACE.get(last[1]!)) || DEFAULT_STATE;
}
