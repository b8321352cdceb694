// A fresh clone has no lib/generated/ (it is not in git): every npm script must generate the Prisma
// client before it loads it. So no script entry point may reach generated code through static
// imports, directly or through the modules it imports; it goes through a dynamic import after
// generateClient() (scripts/db/client.ts). Type-only imports are erased and do not count.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

function entryPoints(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return entryPoints(file);
    return name.endsWith(".ts") ? [file] : [];
  });
}

/** Static, value-level imports of a module: `import type …` and `import { type A, type B }` are erased. */
function staticImports(source: string): string[] {
  const pattern =
    /^\s*(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;
  const typeOnly = (clause: string) => /^\{(\s*type\s+\w+\s*,?)+\}$/.test(clause.trim());
  return [...source.matchAll(pattern)]
    .filter((match) => !(match[1] && typeOnly(match[1])))
    .map((match) => match[2] ?? match[3]!);
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // lib/generated/ may not exist yet: its path is what matters.
  return base;
}

/** The chain of static imports from `entry` to generated code, or undefined. */
function pathToGenerated(entry: string): string[] | undefined {
  const generated = path.join(root, "lib/generated");
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | undefined => {
    if (file.startsWith(generated)) return chain;
    if (seen.has(file) || !existsSync(file)) return undefined;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, "utf8"))) {
      const next = resolve(file, specifier);
      if (!next) continue;
      const found = walk(next, [...chain, path.relative(root, next)]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(path.join(root, entry), [entry]);
}

describe("npm scripts on a fresh clone", () => {
  const entries = [...entryPoints("scripts"), "prisma/seed/check.ts"];

  it.each(entries)("%s reaches generated code only after generating it", (entry) => {
    expect(pathToGenerated(entry)).toBeUndefined();
  });

  it("the check sees a static import of generated code", () => {
    const chain = pathToGenerated("prisma/seed/client.ts");
    expect(chain?.[0]).toBe("prisma/seed/client.ts");
    expect(chain?.at(-1)).toMatch(/^lib\/generated\/prisma\/client/);
  });
});
