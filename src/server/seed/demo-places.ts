/**
 * Where the demo's people check in (demo-attendance.ts): the Pune office on most days; project sites and
 * client meetings across Pune for the people who go out (sales, operations, marketing); the Mumbai and
 * Bangalore desks and a home office for those who work there. Real places, coordinates to four decimals.
 */

export interface Place {
  address: string;
  latitude: number;
  longitude: number;
}

export const PUNE_OFFICE: Place = {
  address: "Office 604, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune",
  latitude: 18.5308,
  longitude: 73.8475,
};

/** Sites and meetings around Pune: west (Baner, Hinjewadi, Wakad, Mahalunge) and east (Kharadi, Viman Nagar, Hadapsar). */
export const PUNE_FIELD: readonly Place[] = [
  { address: "Site visit: Baner-Pashan Link Road, Baner, Pune", latitude: 18.559, longitude: 73.7868 },
  { address: "Site visit: Kolte Patil Life Republic, Hinjewadi, Pune", latitude: 18.6071, longitude: 73.7043 },
  { address: "Site visit: Wakad Road, Wakad, Pune", latitude: 18.5989, longitude: 73.761 },
  { address: "Client meeting: EON Free Zone, Kharadi, Pune", latitude: 18.5516, longitude: 73.9497 },
  { address: "Site visit: Viman Nagar, near Phoenix Marketcity, Pune", latitude: 18.5622, longitude: 73.9167 },
  { address: "Site visit: Godrej Hillside, Mahalunge, Pune", latitude: 18.5665, longitude: 73.7521 },
  { address: "Client meeting: Amanora Park Town, Hadapsar, Pune", latitude: 18.5189, longitude: 73.9336 },
];

const DESKS: Record<string, Place> = {
  Mumbai: { address: "Mumbai desk: G Block, Bandra Kurla Complex, Mumbai", latitude: 19.0662, longitude: 72.8654 },
  Bangalore: { address: "Bangalore desk: 80 Feet Road, Koramangala, Bengaluru", latitude: 12.9352, longitude: 77.6245 },
  Remote: { address: "Working from home: Karve Nagar, Pune", latitude: 18.4893, longitude: 73.8203 },
};

/** Departments whose people are out at sites and meetings on some days. */
const FIELD_DEPARTMENTS = new Set(["Sales", "Operations", "Marketing"]);

/**
 * A person's place on a day, from a draw in [0, 1): the Pune office (or their own desk) on most days; for the
 * field departments in Pune about one day in three at a site or meeting, the rest of Pune about one in twenty.
 */
export function placeOf(person: { workLocation: string | null; department: string | null }, draw: number): Place {
  const desk = person.workLocation ? DESKS[person.workLocation] : undefined;
  if (desk) return desk;
  const fieldShare = FIELD_DEPARTMENTS.has(person.department ?? "") ? 0.35 : 0.05;
  if (draw >= fieldShare) return PUNE_OFFICE;
  return PUNE_FIELD[Math.floor((draw / fieldShare) * PUNE_FIELD.length)]!;
}
