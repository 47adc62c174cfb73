import type { Role } from "@/shared/contract/auth";
import type { Team } from "@/shared/contract/team";
import { TeamCalendar } from "./team-calendar";
import { TeamCorrections } from "./team-corrections";
import { TeamLeaves } from "./team-leaves";
import { TeamToday } from "./team-today";

/**
 * The Team view (docs/product.md section 8.4): for a person with direct reports, today's attendance of the
 * team, their leave and attendance correction requests to decide (an admin account's read-only unless `viewer` is
 * an admin), and the team leave calendar.
 */
export function TeamView(props: { team: Team; viewer: Role }) {
  return (
    <div className="space-y-8">
      <TeamToday team={props.team} />
      <TeamLeaves viewer={props.viewer} />
      <TeamCorrections viewer={props.viewer} />
      <TeamCalendar />
    </div>
  );
}
