import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "@/shared/contract/common";
import { fakeApi, type SentRequest } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { PAGE_SIZE, PagedList } from "./paged-list";

const PATH = "/api/admin/subscribers";
const TOTAL = 45;
type Person = { name: string };

/** The server's page of names for the request's offset and limit, out of 45, with the total in its header. */
function serveNames() {
  const api = fakeApi();
  const page = (request: SentRequest) => {
    const offset = Number(request.query.offset);
    return Array.from({ length: Math.min(Number(request.query.limit), TOTAL - offset) }, (_, index) => ({
      name: `person ${offset + index + 1}`,
    }));
  };
  api.answer("GET", PATH, page, 200, { [TOTAL_COUNT_HEADER]: String(TOTAL) });
  return api;
}
const renderList = () =>
  renderWithProviders(
    <PagedList<Person>
      path={PATH}
      label="All subscribers"
      searchLabel="Search by e-mail"
      rowKey={(person) => person.name}
      empty="No subscribers found"
      render={(rows) => (
        <ul aria-label="All subscribers">
          {rows.map((person) => (
            <li key={person.name}>{person.name}</li>
          ))}
        </ul>
      )}
    />,
  );

describe("a View All list", () => {
  it("pages through the server's rows, 20 at a time", async () => {
    const api = serveNames();
    const { user } = renderList();
    expect(await screen.findByText(`Showing 1-${PAGE_SIZE} of ${TOTAL}`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 21-40 of 45")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("person 45")).toBeTruthy();
    expect(screen.getByText("Showing 41-45 of 45")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
    expect(api.requests.map((request) => request.query)).toEqual([
      { limit: "20", offset: "0" },
      { limit: "20", offset: "20" },
      { limit: "20", offset: "40" },
    ]);
  });

  it("searches once typing pauses, from the first page", async () => {
    const api = serveNames();
    const { user } = renderList();
    await screen.findByText("Showing 1-20 of 45");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Showing 21-40 of 45");
    await user.type(screen.getByRole("searchbox", { name: "Search by e-mail" }), " baner ");
    await waitFor(() => expect(api.requests.at(-1)?.query).toEqual({ limit: "20", offset: "0", q: "baner" }));
    expect(api.requests.filter((request) => request.query.q !== undefined)).toHaveLength(1);
  });

  it("says when nothing matches, and when the list cannot be loaded", async () => {
    const api = fakeApi();
    api.answer("GET", PATH, [], 200, { [TOTAL_COUNT_HEADER]: "0" });
    const { client } = renderList();
    expect(await screen.findByText("No subscribers found")).toBeTruthy();
    expect(screen.getByText("No results")).toBeTruthy();
    api.fail("GET", PATH, 403, { message: "Admins only" });
    await client.resetQueries();
    expect(await screen.findByText("Admins only")).toBeTruthy();
  });
});
