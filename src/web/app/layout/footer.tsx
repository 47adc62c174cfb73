export function Footer() {
  return <footer className="bg-brand-900 py-10 text-white" />;
}
