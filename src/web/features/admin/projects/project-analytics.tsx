import { useQuery } from "@tanstack/react-query";
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ADMIN_PROJECTS_PATH, projectStatuses, projectTypes, type Project } from "@/shared/contract/projects";
import { apiPage } from "@/web/lib/api-lists";
import { formatRupees } from "@/web/lib/format";

const LIMIT = 500;
/** The status badges' colours (docs/product.md section 5.2): green Completed, blue In Progress, yellow On Hold, grey otherwise. */
const STATUS_COLOURS: Record<string, string> = {
  Completed: "#10b981",
  "In Progress": "#0ea5e9",
  "On Hold": "#f59e0b",
  Planning: "#1e3a8a",
  Cancelled: "#94a3b8",
};
const crore = (rupees: number) => Math.round(rupees / 100_000) / 100;
/** Legend entries in body text colour (the series colour alone is too faint to read on white). */
const legendText = (value: string) => <span className="text-slate-700">{value}</span>;
/** Axis labels stay short on a phone; the tooltip shows the whole name. */
const short = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

function countBy(projects: Project[], key: "status" | "projectType", values: readonly string[]) {
  return values
    .map((value) => ({ name: value, count: projects.filter((project) => project[key] === value).length }))
    .filter((entry) => entry.count > 0);
}

function Chart(props: { title: string; tall?: boolean; children: React.ReactElement }) {
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{props.title}</figcaption>
      <div className={props.tall ? "h-80" : "h-64"}>
        <ResponsiveContainer width="100%" height="100%">
          {props.children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Project Analytics: real charts of the projects (status, type, budget against actual cost, progress). */
export function ProjectAnalytics() {
  const query = useQuery({
    queryKey: [ADMIN_PROJECTS_PATH, { limit: LIMIT }, "analytics"],
    queryFn: () => apiPage<Project>(ADMIN_PROJECTS_PATH, { limit: LIMIT }),
  });
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading analytics...
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not load the analytics.
      </p>
    );
  const projects = query.data.rows;
  if (projects.length === 0) return <p className="text-sm text-slate-600">No projects to chart yet.</p>;
  const money = projects
    .filter((project) => project.budget !== null || project.actualCost !== null)
    .slice(0, 12)
    .map((project) => ({ name: project.projectName, budget: crore(project.budget ?? 0), actual: crore(project.actualCost ?? 0) }));
  const byStatus = countBy(projects, "status", projectStatuses);
  const progress = projects.slice(0, 12).map((project) => ({ name: project.projectName, progress: project.progress }));
  return (
    <section aria-label="Project analytics" className="space-y-2">
      {query.data.total > LIMIT ? (
        <p className="text-xs text-slate-600">
          Charts of the newest {LIMIT} of {query.data.total} projects.
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Chart title="Projects by status">
          <PieChart>
            <Pie data={byStatus} dataKey="count" nameKey="name" outerRadius={70} label isAnimationActive={false}>
              {byStatus.map((entry) => (
                <Cell key={entry.name} fill={STATUS_COLOURS[entry.name] ?? "#94a3b8"} />
              ))}
            </Pie>
            <Tooltip />
            <Legend formatter={legendText} />
          </PieChart>
        </Chart>
        <Chart title="Projects by type">
          <BarChart data={countBy(projects, "projectType", projectTypes)}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" tick={{ fontSize: 10 }} interval={0} angle={-30} textAnchor="end" height={60} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="count" name="Projects" fill="#1e3a8a" isAnimationActive={false} />
          </BarChart>
        </Chart>
        <Chart title="Budget against actual cost (₹ crore, newest 12)">
          <BarChart data={money}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" tickFormatter={short} tick={{ fontSize: 10 }} interval={0} angle={-35} textAnchor="end" height={80} />
            <YAxis />
            <Tooltip formatter={(value) => formatRupees(Number(value) * 10_000_000)} />
            <Legend formatter={legendText} />
            <Bar dataKey="budget" name="Budget" fill="#1e3a8a" isAnimationActive={false} />
            <Bar dataKey="actual" name="Actual cost" fill="#f59e0b" isAnimationActive={false} />
          </BarChart>
        </Chart>
        <Chart title="Progress (%, newest 12)" tall>
          <BarChart data={progress} layout="vertical">
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" domain={[0, 100]} />
            <YAxis type="category" dataKey="name" width={100} tickFormatter={short} tick={{ fontSize: 10 }} interval={0} />
            <Tooltip />
            <Bar dataKey="progress" name="Progress" fill="#10b981" isAnimationActive={false} />
          </BarChart>
        </Chart>
      </div>
    </section>
  );
}
