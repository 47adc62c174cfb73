import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { PayrollMonth } from "@/shared/contract/payroll";
import { formatRupees, formatRupeesShort } from "@/web/lib/format";

/** Axis labels stay short on a phone; the tooltip and the table below show the whole name. */
const short = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

/**
 * The month's gross pay by department, the items included, so the bars add up to Total Gross (loaded lazily:
 * Recharts stays out of the dashboard's chunk).
 * The drawing is hidden from screen readers; the visually hidden table says the same figures.
 */
export function PayrollChart(props: { departments: PayrollMonth["byDepartment"] }) {
  const height = Math.max(160, props.departments.length * 44 + 40);
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">Gross pay by department</figcaption>
      <div aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={props.departments} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tickFormatter={(value: number) => formatRupeesShort(value)} tick={{ fontSize: 11 }} />
            <YAxis type="category" dataKey="department" width={104} tickFormatter={short} tick={{ fontSize: 11 }} interval={0} />
            <Tooltip formatter={(value) => formatRupees(Number(value))} />
            <Bar dataKey="total" name="Gross pay" fill="#1e3a8a" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* A table ignores sr-only's 1px width and overflow: the wrapper clips it, or it widens a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>Gross pay by department</caption>
          <thead>
            <tr>
              <th scope="col">Department</th>
              <th scope="col">Employees</th>
              <th scope="col">Gross pay</th>
            </tr>
          </thead>
          <tbody>
            {props.departments.map((entry) => (
              <tr key={entry.department}>
                <th scope="row">{entry.department}</th>
                <td>{entry.employees}</td>
                <td>{formatRupees(entry.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
