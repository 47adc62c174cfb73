export function LoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-900 p-6 text-white">
      <h1 className="font-display text-3xl font-bold">Staff Portal Login</h1>
    </main>
  );
}
