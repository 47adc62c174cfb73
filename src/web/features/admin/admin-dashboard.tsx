export function AdminDashboard() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <h1 className="font-display text-3xl font-bold text-brand-900">Admin Dashboard</h1>
    </main>
  );
}
