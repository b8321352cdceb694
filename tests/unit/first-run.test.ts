// A newcomer's first minute: the README's commands that CI runs as written, and the one-line
// answers to the failures a fresh machine meets (an old Node.js, a taken port, no database).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeTooOld } from "../../scripts/check-node.mjs";
import { appPort, databaseFailure, portTakenMessage, probeDatabase } from "../../scripts/preflight";
import { readmeCommands } from "../../scripts/readme-check.mjs";

const readme = readFileSync("README.md", "utf8");

describe("the README's commands", () => {
  it("starts with the quick start that CI runs, and the test command", () => {
    expect(readmeCommands(readme, "Quick start")).toEqual(["npm install && npm run dev", "npm test"]);
  });

  it("names the production start that CI runs", () => {
    expect(readmeCommands(readme, "Production PostgreSQL")).toContain("npm run build && npm start");
  });
});

describe("one-line failures", () => {
  it("refuses a Node.js older than 20.19 and accepts newer ones", () => {
    expect(nodeTooOld("18.19.1")).toMatch(/^Covid Info needs Node\.js 20\.19 or newer, and this is Node\.js 18\.19\.1/);
    expect(nodeTooOld("20.18.3")).toBeDefined();
    expect(nodeTooOld("20.19.0")).toBeUndefined();
    expect(nodeTooOld("v22.0.0")).toBeUndefined();
  });

  it("knows which port next dev and next start will take", () => {
    expect(appPort(["-p", "3100"], {})).toBe(3100);
    expect(appPort(["--port=3200"], {})).toBe(3200);
    expect(appPort([], { PORT: "4000" })).toBe(4000);
    expect(appPort([], {})).toBe(3000);
    expect(portTakenMessage(3000, "start")).toContain("PORT=3001 npm run start");
  });

  it("explains a database that does not answer, without a stack trace", async () => {
    const error = await probeDatabase("postgresql://user:pw@127.0.0.1:1/covid").catch((e: unknown) => e);
    const line = databaseFailure(error, "postgresql://user:pw@127.0.0.1:1/covid", false);
    expect(line).toBe(
      "Cannot use PostgreSQL at 127.0.0.1:1/covid: nothing answers there (ECONNREFUSED). Check that PostgreSQL is running and DATABASE_URL is right, or unset DATABASE_URL to use the embedded database.",
    );
    expect(line).not.toContain("pw");
  });

  it("leaves other errors to their stack trace", () => {
    expect(databaseFailure(new Error("something else"), undefined, true)).toBeUndefined();
  });
});
