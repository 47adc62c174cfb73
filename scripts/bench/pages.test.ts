import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { prerenderPaths } from "../../src/web/entry-server";
import { matchesRoute, pagePerRoute, PUBLIC_ROUTE_TABLE, routeTablePaths } from "./pages";

const routes = routeTablePaths(readFileSync(PUBLIC_ROUTE_TABLE, "utf8"));

describe("the pages the bench measures", () => {
  it("reads every path of the public route table", () => {
    // The three pages an audit found unmeasured are among them.
    expect(routes).toEqual(expect.arrayContaining(["/", "/projects/:id", "/terms-of-service", "/cookie-policy", "/unsubscribe"]));
    expect(routes).toHaveLength(11);
  });

  it("measures one prerendered page for each public route, and every prerendered page belongs to a route", () => {
    const perRoute = pagePerRoute(routes, prerenderPaths());
    expect(perRoute).toHaveLength(routes.length);
    perRoute.forEach((page, index) => expect(matchesRoute(routes[index]!, page)).toBe(true));
    expect(perRoute).toContain("/projects/1");
  });

  it("refuses a route without a prerendered page, and a page outside the route table", () => {
    expect(() => pagePerRoute(["/", "/new-page"], ["/"])).toThrow("the public route /new-page has no prerendered page to measure");
    expect(() => pagePerRoute(["/"], ["/", "/stray"])).toThrow("prerendered pages outside the public route table");
  });

  it("matches a parameter to one path segment only", () => {
    expect(matchesRoute("/projects/:id", "/projects/3")).toBe(true);
    expect(matchesRoute("/projects/:id", "/projects")).toBe(false);
    expect(matchesRoute("/projects/:id", "/projects/3/x")).toBe(false);
    expect(matchesRoute("/", "/about")).toBe(false);
  });
});
