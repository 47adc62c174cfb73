import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/contract/auth";
import { regularisationMessages, TEAM_CORRECTIONS_PATH } from "@/shared/contract/regularisations";
import { createQueryClient } from "@/web/lib/query-client";
import { correctionRequest } from "@/web/testing/correction-request";
import { TeamCorrections } from "./team-corrections";

const request = correctionRequest({ adminAccount: true });

function render(viewer: Role): string {
  const client = createQueryClient();
  client.setQueryData([TEAM_CORRECTIONS_PATH], [request]);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TeamCorrections viewer={viewer} />
    </QueryClientProvider>,
  );
}

describe("the Team view's correction requests", () => {
  it("shows an admin account's pending request read-only to a manager who is not an admin, with the reason (docs/product.md section 9.9)", () => {
    for (const viewer of ["employee", "hr"] as const) {
      const html = render(viewer);
      expect(html).toContain(regularisationMessages.managerAdminAccount);
      expect(html).not.toContain("Approve");
    }
    const byAdmin = render("admin");
    expect(byAdmin).toContain("Approve");
    expect(byAdmin).not.toContain(regularisationMessages.managerAdminAccount);
  });
});
