/** People of the roster for the API tests that add people beyond the three test accounts (not used by the product). */
import type { Role } from "@/shared/contract/auth";
import type { Db } from "../db/client";
import type { AccountWithEmployee } from "../auth/account-store";
import { createStaffAccount } from "../modules/users/service";
import { emailOf, ROSTER, type RosterPerson } from "../seed/roster";
import { TEST_DOMAIN } from "./helpers";

/**
 * The roster's person with this first name (first names are unique there), so a test's people have the
 * roster's names and departments (docs/architecture.md section 11) rather than a list of their own.
 */
export function rosterPerson(firstName: string): RosterPerson {
  const found = ROSTER.filter((person) => person.firstName === firstName);
  if (found.length !== 1) throw new Error(`the roster has ${found.length} people named ${firstName}`);
  return found[0]!;
}

/** The person's department in the roster; an error for one without a demo record. */
export function rosterDepartment(person: RosterPerson) {
  if (!person.record) throw new Error(`${person.firstName} ${person.lastName} has no record in the roster`);
  return person.record.department;
}

/** An account (with its employee record unless `role` is admin) for a roster person at TEST_DOMAIN. */
export function createRosterAccount(db: Db, person: RosterPerson, role: Role, password: string): Promise<AccountWithEmployee> {
  const { firstName, lastName } = person;
  return createStaffAccount(db, TEST_DOMAIN, { role, email: emailOf(person, TEST_DOMAIN), password, firstName, lastName }, { via: "cli" });
}
