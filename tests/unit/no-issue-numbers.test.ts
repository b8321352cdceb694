// Comments say why, never "see the tracker's number such-and-such": the tracker those numbers
// point to is not in the repository, so a newcomer reading the code cannot follow them. This scans
// every source, test, script and document file of the repository for such a reference.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const roots = [
  "app",
  "bench",
  "components",
  "config",
  "content",
  "deploy",
  "docs",
  "e2e",
  "eslint",
  "lib",
  "scripts",
  "server",
  "sw",
  "tests",
  "README.md",
  "eslint.config.mjs",
  "next.config.ts",
  "playwright.config.ts",
  "prisma/schema.prisma",
  "proxy.ts",
  "server.mjs",
  "vitest.config.ts",
];
// Generated code is not ours to word. Applied migrations keep their text: Prisma compares a
// migration's checksum with the one recorded when it ran, and an edit would make it ask to reset.
const skipped = new Set(["node_modules", "generated", "migrations"]);
const extensions = /\.(?:[cm]?[jt]sx?|md|mdx|css|json|ya?ml|prisma|sql|sh|service|conf)$/;
const reference = /\bissues? #?\d+/i;

function files(entry: string): string[] {
  const full = path.join(root, entry);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return extensions.test(entry) ? [entry] : [];
  return readdirSync(full)
    .filter((name) => !skipped.has(name) && !name.startsWith("."))
    .flatMap((name) => files(path.join(entry, name)));
}

describe("issue numbers", () => {
  it("no file cites an issue of a tracker outside the repository", () => {
    const found = roots.flatMap(files).flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (reference.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
