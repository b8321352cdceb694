import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every member variant (app/[locale]/(site)/%5Fmember, where proxy.ts sends requests with a session
// cookie) checks membership itself through memberVariant (lib/auth/guard.ts): the proxy is never the
// only guard of a members-only page (the directory's list was reachable at /%5Fmember/directory).
const root = "app/[locale]/(site)/%5Fmember";
const pages = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const entry = path.join(dir, name);
    return statSync(entry).isDirectory() ? pages(entry) : name === "page.tsx" ? [entry] : [];
  });

describe("member variants", () => {
  it("each one renders its page through memberVariant, never by re-exporting it bare", () => {
    const found = pages(root);
    expect(found.length).toBeGreaterThan(5);
    for (const file of found) {
      const source = readFileSync(file, "utf8");
      expect(source, file).toMatch(/export default memberVariant\(Page, /);
      expect(source, file).not.toMatch(/export \{[^}]*\bdefault\b/);
    }
  });
});
