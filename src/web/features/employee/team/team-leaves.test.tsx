import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/contract/auth";
import { managerAdminAccountLeaveMessage, TEAM_LEAVES_PATH } from "@/shared/contract/team";
import { createQueryClient } from "@/web/lib/query-client";
import { TeamLeaves } from "./team-leaves";
import { daysAskedLabel } from "./team-text";
import { hrLeave } from "@/web/testing/hr-leave";

const leave = hrLeave;

describe("the Team view's leave requests", () => {
  it("counts a maternity request in calendar days and the others in days (docs/product.md section 10.3)", () => {
    const client = createQueryClient();
    const maternity = leave({
      id: 2,
      employeeName: "Pooja Jadhav",
      leaveType: "maternity",
      startDate: "2026-12-01",
      endDate: "2027-05-31",
      days: 182,
      workingDays: 182,
    });
    client.setQueryData([TEAM_LEAVES_PATH], [leave({}), maternity]);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <TeamLeaves viewer="employee" />
      </QueryClientProvider>,
    );
    expect(html).toContain("182 calendar days of leave");
    expect(html).toContain("5 days of leave");
  });

  it("shows an admin account's pending request read-only to a manager who is not an admin, with the reason (docs/product.md section 9.9)", () => {
    const render = (viewer: Role) => {
      const client = createQueryClient();
      client.setQueryData([TEAM_LEAVES_PATH], [leave({ adminAccount: true })]);
      return renderToStaticMarkup(
        <QueryClientProvider client={client}>
          <TeamLeaves viewer={viewer} />
        </QueryClientProvider>,
      );
    };
    for (const viewer of ["employee", "hr"] as const) {
      const html = render(viewer);
      expect(html).toContain(managerAdminAccountLeaveMessage);
      expect(html).not.toContain("Approve");
    }
    const byAdmin = render("admin");
    expect(byAdmin).toContain("Approve");
    expect(byAdmin).not.toContain(managerAdminAccountLeaveMessage);
  });

  it("labels the days asked in the decision dialog by the type's unit", () => {
    expect(daysAskedLabel("maternity")).toBe("Calendar days asked");
    expect(daysAskedLabel("emergency")).toBe("Working days asked");
  });
});
