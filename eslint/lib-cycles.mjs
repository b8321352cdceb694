// No import cycles inside lib/, type-only imports included. import/no-cycle leaves out `import type`
// (erased at run time), but a cycle of types is still two modules that cannot be understood, moved
// or tested one without the other; this rule reports every import of a lib/ module that leads back
// to the importing file.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const lib = path.join(root, "lib");
const extensions = [".ts", ".tsx", ".mts", ".mjs"];
const specifiers =
  /(?:^|[^\w.])(?:import|export)\s*(?:type\s+)?(?:[\w*${}\s,]*?\s*from\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(from, specifier) {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base || !base.startsWith(lib + path.sep) || base.includes(`${path.sep}generated${path.sep}`)) return null;
  for (const candidate of [
    base,
    ...extensions.map((e) => base + e),
    ...extensions.map((e) => path.join(base, `index${e}`)),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "generated" ? [] : files(file);
    return extensions.some((e) => name.endsWith(e)) ? [file] : [];
  });
}

let graph;
function importsOf(file) {
  graph ??= new Map(
    files(lib).map((f) => [
      f,
      [...readFileSync(f, "utf8").matchAll(specifiers)].map((m) => resolve(f, m[1] ?? m[2])).filter(Boolean),
    ]),
  );
  return graph.get(file) ?? [];
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length) {
    const trail = queue.shift();
    for (const next of importsOf(trail.at(-1))) {
      if (next === goal) return [...trail, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
}

const rule = {
  meta: { type: "problem", schema: [], messages: { cycle: "Import cycle inside lib/: {{trail}}." } },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(lib + path.sep)) return {};
    const check = (node) => {
      if (typeof node.source?.value !== "string") return;
      const target = resolve(file, node.source.value);
      const trail = target && pathBack(target, file);
      if (trail) {
        const names = [file, ...trail].map((f) => path.relative(root, f));
        context.report({ node, messageId: "cycle", data: { trail: names.join(" -> ") } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const plugin = { rules: { "no-cycle": rule } };
export default plugin;
