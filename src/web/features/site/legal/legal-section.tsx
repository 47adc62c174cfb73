import type { LegalBlock, LegalListItem, LegalSection } from "@/web/content/legal";

function ListItem(props: { item: LegalListItem }) {
  const { item } = props;
  if (typeof item === "string") return <li>{item}</li>;
  return (
    <li>
      <strong className="font-semibold text-brand-900">{item.term}:</strong> {item.text}
    </li>
  );
}

function Block(props: { block: LegalBlock }) {
  const { block } = props;
  if (typeof block === "string") return <p>{block}</p>;
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-gold-500">
        {block.list.map((item) => (
          <ListItem key={typeof item === "string" ? item : item.term} item={item} />
        ))}
      </ul>
    );
  }
  const { table } = block;
  return (
    <>
      {/* Phones: one card per row, every column labelled. */}
      <div className="space-y-4 sm:hidden">
        {table.rows.map((row) => (
          <dl key={row[0]} className="rounded-lg border border-slate-200 p-4 text-sm">
            {row.map((cell, index) => (
              <div key={index} className={index === 0 ? "" : "mt-3"}>
                <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{table.columns[index]}</dt>
                <dd className={index === 0 ? "mt-0.5 font-semibold text-brand-900" : "mt-0.5"}>{cell}</dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
      <div className="hidden rounded-lg border border-slate-200 sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-4 py-3 font-semibold text-brand-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-3">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** One numbered section with its anchor; scroll margin clears the fixed header. */
export function LegalSectionView(props: { section: LegalSection; number: number }) {
  const { section } = props;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-28">
      <h2 id={`${section.id}-heading`} className="font-display text-2xl font-bold text-brand-900">
        <span className="mr-2 text-gold-700">{props.number}.</span>
        {section.heading}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  );
}
