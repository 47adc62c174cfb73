import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { columnsFor, DataTable, type Column } from "./data-table";

interface Row {
  id: number;
  code: string;
  name: string;
  city: string;
  note: string;
}

const column = columnsFor<Row>();
const rows: Row[] = [
  { id: 1, code: "EMP012", name: "Aarav Deshmukh", city: "Wakad", note: "internal" },
  { id: 2, code: "EMP024", name: "Priyanka Joshi", city: "Baner", note: "internal" },
];
const base = [
  column.accessor("code", { header: "Employee ID" }),
  column.accessor("name", { header: "Name", meta: { card: "title" } }),
  column.accessor("city", { header: "City" }),
  column.accessor("note", { header: "Note", meta: { card: "hidden" } }),
  column.display({ id: "actions", header: "Actions", cell: ({ row }) => <button type="button">Approve {row.original.name}</button> }),
] satisfies Column<Row>[];

const render = (columns: Column<Row>[], props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  renderToStaticMarkup(<DataTable label="People" columns={columns} rows={rows} empty="Nobody here" rowKey={(row) => row.id} {...props} />);
const cards = (html: string) => html.split("<li").slice(1);

describe("DataTable as cards (phones)", () => {
  it("makes each row a card: the title column on top, the others as label and value, the actions at the foot", () => {
    const html = render(base, { layout: "cards" });
    expect(html).not.toContain("<table");
    expect(html).toContain('<ul aria-label="People"');
    const [first, second] = cards(html);
    expect(cards(html)).toHaveLength(2);
    // The title first, then the lines in column order, then the actions.
    const order = ["Aarav Deshmukh", "<dt", "Employee ID", "<dd", "EMP012", "City", "Wakad", "Approve Aarav Deshmukh"].map((text) =>
      first!.indexOf(text),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The title is no "Name: ..." line; a hidden column and the actions' header are not shown.
    expect(first).not.toContain(">Name<");
    expect(first).not.toContain("internal");
    expect(first).not.toContain(">Actions<");
    // Buttons of the actions reach 44 px.
    expect(first).toContain("[&amp;_button]:min-h-11");
    expect(second).toContain("Priyanka Joshi");
  });

  it("takes the first column as the title and the 'actions' column as the actions when the meta says nothing", () => {
    const plain = [column.accessor("name", { header: "Name" }), column.accessor("city", { header: "City" }), base[4]!];
    const [first] = cards(render(plain, { layout: "cards" }));
    expect(first).not.toContain(">Name<");
    expect(first!.indexOf("Aarav Deshmukh")).toBeLessThan(first!.indexOf(">City<"));
    expect(first!.indexOf(">Wakad<")).toBeLessThan(first!.indexOf("Approve Aarav Deshmukh"));
  });

  it("says loading, the error or the empty text instead of the cards", () => {
    expect(render(base, { layout: "cards", rows: [] })).toContain("Nobody here");
    expect(render(base, { layout: "cards", loading: true })).toMatch(/aria-busy="true".*role="status".*Loading\.\.\./s);
    expect(render(base, { layout: "cards", error: "Could not load the list" })).toMatch(/role="alert"[^>]*>Could not load the list/);
  });

  it("is a table where the list has room (and where nothing is measured), with every column", () => {
    const html = render(base);
    expect(html).toContain("<table");
    expect([...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1])).toEqual([
      "Employee ID",
      "Name",
      "City",
      "Note",
      "Actions",
    ]);
    expect(html).toContain("internal");
  });
});
