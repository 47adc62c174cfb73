/**
 * The HR form asks for one name; the employee record keeps first and last name (docs/product.md
 * section 9.9: the name is split at the last space). Runs of spaces count as one.
 * A one-word name is all first name with an empty last name, so the person is shown exactly as typed
 * (repeating the word as a last name would show "Madhuri Madhuri"); an admin edit asks for a last name.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1)! };
}

/** First and last name as one (a one-word name has an empty last name). */
export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
