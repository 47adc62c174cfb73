import { useQuery } from "@tanstack/react-query";
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ADMIN_PROJECTS_PATH, projectStatuses, projectTypes, type Project } from "@/shared/contract/projects";
import { apiPage } from "@/web/lib/api-lists";
import { formatRupees } from "@/web/lib/format";

const LIMIT = 500;
const COLOURS = ["#1e3a8a", "#0ea5e9", "#f59e0b", "#10b981", "#94a3b8", "#a855f7"];
const crore = (rupees: number) => Math.round(rupees / 100_000) / 100;

function countBy(projects: Project[], key: "status" | "projectType", values: readonly string[]) {
  return values.map((value) => ({ name: value, count: projects.filter((project) => project[key] === value).length })).filter((entry) => entry.count > 0);
}

function Chart(props: { title: string; children: React.ReactElement }) {
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{props.title}</figcaption>
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          {props.children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Project Analytics: real charts of the projects (status, type, budget against actual cost, progress). */
export function ProjectAnalytics() {
  const query = useQuery({ queryKey: [ADMIN_PROJECTS_PATH, { limit: LIMIT }, "analytics"], queryFn: () => apiPage<Project>(ADMIN_PROJECTS_PATH, { limit: LIMIT }) });
  if (query.isPending) return <p role="status" className="text-sm text-slate-600">Loading analytics...</p>;
  if (query.isError) return <p role="alert" className="text-sm text-red-700">Could not load the analytics.</p>;
  const projects = query.data.rows;
  if (projects.length === 0) return <p className="text-sm text-slate-600">No projects to chart yet.</p>;
  const money = projects
    .filter((project) => project.budget !== null || project.actualCost !== null)
    .slice(0, 12)
    .map((project) => ({ name: project.projectName, budget: crore(project.budget ?? 0), actual: crore(project.actualCost ?? 0) }));
  const progress = projects.slice(0, 12).map((project) => ({ name: project.projectName, progress: project.progress }));
  return (
    <section aria-label="Project analytics" className="space-y-2">
      {query.data.total > LIMIT ? <p className="text-xs text-slate-600">Charts of the newest {LIMIT} of {query.data.total} projects.</p> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Chart title="Projects by status">
          <PieChart>
            <Pie data={countBy(projects, "status", projectStatuses)} dataKey="count" nameKey="name" outerRadius={80} label>
              {projectStatuses.map((status, index) => (
                <Cell key={status} fill={COLOURS[index % COLOURS.length]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </Chart>
        <Chart title="Projects by type">
          <BarChart data={countBy(projects, "projectType", projectTypes)}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="count" name="Projects" fill="#1e3a8a" />
          </BarChart>
        </Chart>
        <Chart title="Budget against actual cost (₹ crore, newest 12)">
          <BarChart data={money}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" tick={{ fontSize: 10 }} interval={0} angle={-30} textAnchor="end" height={70} />
            <YAxis />
            <Tooltip formatter={(value) => formatRupees(Number(value) * 10_000_000)} />
            <Legend />
            <Bar dataKey="budget" name="Budget" fill="#1e3a8a" />
            <Bar dataKey="actual" name="Actual cost" fill="#f59e0b" />
          </BarChart>
        </Chart>
        <Chart title="Progress (%, newest 12)">
          <BarChart data={progress} layout="vertical">
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" domain={[0, 100]} />
            <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Bar dataKey="progress" name="Progress" fill="#10b981" />
          </BarChart>
        </Chart>
      </div>
    </section>
  );
}
