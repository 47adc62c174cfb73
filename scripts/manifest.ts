/** The part of Vite's build manifest the prerender reads. */
export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The chunk of a source module plus the chunks it imports statically, without the entry (already loaded). */
export function chunkFiles(manifest: Manifest, module: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return [...files];
}
