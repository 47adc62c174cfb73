import type { Team, TeamDayStatus } from "@/shared/contract/team";
import { Badge, type BadgeProps } from "@/web/components/ui/badge";
import { formatLongDate, formatTime } from "@/web/lib/format";

const tone: Record<TeamDayStatus, BadgeProps["tone"]> = {
  Present: "green",
  Late: "yellow",
  "Not checked in yet": "grey",
  Absent: "red",
  "On Leave": "blue",
  Holiday: "brand",
  "Weekly Off": "brand",
};

/** Today's attendance of the team (docs/product.md section 8.4): the counts, then each report as a card. */
export function TeamToday(props: { team: Team }) {
  const { team } = props;
  const counts: [string, number][] = [
    ["Present", team.counts.present],
    ["Late", team.counts.late],
    ["Not checked in yet", team.counts.notCheckedIn],
    ["Absent", team.counts.absent],
    ["On leave", team.counts.onLeave],
  ];
  return (
    <section aria-labelledby="team-today" className="space-y-3">
      <h3 id="team-today" className="font-display text-base font-bold text-brand-900">
        Today, {formatLongDate(team.date)}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {counts.map(([label, count]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-brand-900">{count}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Your team today">
        {team.members.map((member) => (
          <li
            key={member.employeeRecordId}
            className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{member.name}</p>
              <p className="text-xs text-slate-600">{[member.designation, member.employeeId].filter(Boolean).join(" · ")}</p>
              {member.checkIn ? (
                <p className="mt-1 text-xs text-slate-700">
                  In {formatTime(member.checkIn)}
                  {member.checkOut ? ` · Out ${formatTime(member.checkOut)}` : ""}
                </p>
              ) : null}
            </div>
            <Badge tone={tone[member.status]} className="shrink-0">
              {member.status}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
