import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md section 9: public pages load the contract lazily, so no public page's chunk carries the
 * validation library. Follows every static import (not `import type`, not `import()`) from the public site's files.
 */
const src = join(import.meta.dirname, "../../..");
const siteFolder = join(src, "web/features/site");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file an import names, or the bare package name when it is not our own code. */
function resolved(from: string, specifier: string): string {
  const base = specifier.startsWith("@/")
    ? join(src, specifier.slice(2))
    : specifier.startsWith(".")
      ? join(dirname(from), specifier)
      : null;
  if (base === null) return specifier;
  const file = ["", ".ts", ".tsx", "/index.ts"].map((ending) => base + ending).find((path) => existsSync(path) && statSync(path).isFile());
  if (!file) throw new Error(`${relative(src, from)}: cannot resolve ${specifier}`);
  return file;
}

function staticImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const found = [...code.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;"']*?\sfrom\s+)?["']([^"']+)["']/gm)];
  return found.map((match) => resolved(file, match[1]!));
}

/** The chain of static imports from `start` to a zod package, or null when there is none. */
function chainToZod(start: string): string[] | null {
  const cameFrom = new Map<string, string>([[start, ""]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const target of staticImports(file)) {
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      if (/^zod(\/|$)/.test(target)) {
        const chain = [target];
        for (let step = file; step !== ""; step = cameFrom.get(step)!) chain.unshift(relative(src, step));
        return chain;
      }
      if (/\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return null;
}

describe("public pages load the contract lazily", () => {
  it("no file of the public site imports zod statically, directly or through the contract", () => {
    const files = sourceFiles(siteFolder);
    expect(files.length).toBeGreaterThan(10);
    expect(files.map(chainToZod).filter((chain) => chain !== null)).toEqual([]);
  });
});
