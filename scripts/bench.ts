// npm run bench: the site's performance budgets, measured on a database of the demo content
// plus 100,000 generated articles (made once, in its own database "covid_bench"), against a
// production build served on 127.0.0.1. Each figure is printed next to its budget with PASS or
// FAIL; a benchmark, not a test: it exits 0 whatever the figures (1 only if it cannot run).
//
//   npm run bench [-- --only pages,search,lighthouse,js,member,framework] [--port 3200] [--duration 20]
//                 [--connections 50] [--iterations 50] [--volume 100000] [--no-build] [--filter /es]
//                 [--without-worker]
//
// --volume (or --articles) sets the generated articles; each size other than 100,000 gets its own
// database, covid_bench_<N>, so a scale study's sizes never mix and the default one is kept.
//
// Parts (all by default):
//   pages       autocannon: home, list, article and forum pages against the bare Next page (the floor),
//               members' pages against the bare page rendered per request
//   search      lib/search in-process against the raw SQL it issues, over fixed queries
//   lighthouse  Lighthouse mobile scores, home/list/article/forum in four languages, after the bare page
//               (and beside the same pages built without the service worker, with --without-worker)
//   js          first-load JavaScript of home, list, article and forum pages, gzip, against the bare page
//   member      a signed-in member's members-only article text: time from navigation start to visible
//   framework   Next alone at this site's page size (bench/ppr-probe, Cache Components): a page prerendered
//               whole, a prerendered shell with a member's hole, and one rendered per request
// The floor of every figure is a bare Next app of the same version (bench/bare-next, built and served
// on --port + 10 in the same run: scripts/bench/bare.ts), so figures read as ratios to the framework.
// --filter keeps only the pages (pages, lighthouse) whose path contains it.
// --without-worker: Lighthouse also audits each page on a second build of the site made without the
// service worker (NEXT_PUBLIC_OFFLINE=off, into {build folder}-no-worker, served on --port + 30), in
// the same run, and reports the two scores side by side: the worker's cost apart from the machine's
// run-to-run spread.
// NEXT_DIST_DIR chooses the build folder, as for next build and next start.
import "./check-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { buildBare, startBare } from "./bench/bare";
import {
  articlePath,
  benchFirstLoadJs,
  jsPaths,
  printFirstLoadJs,
  printFirstLoadJsRatios,
} from "./bench/first-load-js";
import { benchLighthouse, printLighthouse } from "./bench/lighthouse";
import { benchFramework, printFramework } from "./bench/framework";
import { benchMemberText, printMemberText } from "./bench/member-text";
import { benchPages, printPages } from "./bench/pages";
import { openDatabase } from "./db/database";
import { generateClient } from "./db/generate";
import { ensureLocalSecret } from "./db/secret";
import { waitFor } from "./bench/wait";
import { benchDatabase, databaseSize } from "./bench/database";

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const number = (name: string, fallback: number) => Number(option(name) ?? fallback);

const duration = number("duration", 20);
const connections = number("connections", 50);
const iterations = number("iterations", 50);
const port = number("port", 3200);
const volume = number("volume", number("articles", 100_000));
const benchName = volume === 100_000 ? "covid_bench" : `covid_bench_${volume}`;
const filter = option("filter");
const base = `http://127.0.0.1:${port}`;
const bareBase = `http://127.0.0.1:${port + 10}`;
const withoutWorker = process.argv.includes("--without-worker");
const withoutPort = port + 30;

const allParts = ["pages", "search", "lighthouse", "js", "member", "framework"] as const;
type Part = (typeof allParts)[number];
const only = option("only")
  ?.split(",")
  .map((s) => s.trim()) ?? [...allParts];
for (const part of only)
  if (!allParts.includes(part as Part)) throw new Error(`--only: unknown part "${part}" (${allParts.join(", ")})`);
const runs = (part: Part) => only.includes(part);

/** A session cookie of a new member of the bench database, for the member pages' figures. */
async function memberCookie(): Promise<string> {
  // After DATABASE_URL points to the bench database: the helpers' pool reads it on import.
  const { createMember, sessionCookieFor } = await import("../e2e/support/members");
  const { value } = await sessionCookieFor(await createMember());
  return `next-auth.session-token=${value}`;
}

/** Next alone at the site's page size: the probe on --port + 20 beside the bare app on --port + 10. */
async function frameworkPart() {
  const reuse = process.argv.includes("--no-build");
  buildBare({ reuse });
  buildBare({ reuse, app: "ppr-probe" });
  const stopBare = startBare(port + 10);
  const stopProbe = startBare(port + 20, "ppr-probe");
  try {
    const probeBase = `http://127.0.0.1:${port + 20}`;
    await waitFor(bareBase + "/");
    await waitFor(probeBase + "/static");
    printFramework(await benchFramework(bareBase, probeBase, { connections, duration }), { connections, duration });
  } finally {
    stopBare();
    stopProbe();
  }
}

/**
 * The environment of the build without the service worker and of its server: its own build folder,
 * build id (the shared page cache is per build) and port, on which its links are made (no NEXTAUTH_URL:
 * the two sites must not name each other as canonical).
 */
function withoutWorkerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_PUBLIC_OFFLINE: "off",
    NEXT_DIST_DIR: `${process.env.NEXT_DIST_DIR ?? ".next"}-no-worker`,
    PORT: String(withoutPort),
    TRUSTED_PROXIES: "1",
  };
  delete env.NEXTAUTH_URL;
  delete env.BUILD_ID;
  delete env.NEXT_PUBLIC_BUILD_ID;
  return env;
}

/** The origin the site's links use (lib/env.ts: NEXTAUTH_URL's, else localhost on PORT). */
const siteOrigin = () =>
  process.env.NEXTAUTH_URL ? new URL(process.env.NEXTAUTH_URL).origin : `http://localhost:${port}`;

/**
 * lib/search is `server-only`, which throws outside React's server bundle; under Node's
 * react-server condition it resolves to an empty module, as in Next's server. So the search part
 * runs in a child process started with that condition.
 */
function searchPart(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "node_modules/.bin/tsx",
      ["--conditions=react-server", "scripts/bench/search.ts", url, String(iterations)],
      { stdio: "inherit", env: process.env },
    );
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`search bench exited with ${code}`))));
  });
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  // The build prerenders pages with links on localhost:PORT: the port they will be served on.
  process.env.PORT = String(port);
  generateClient();
  ensureLocalSecret();
  const db = await openDatabase();
  const benchUrl = await benchDatabase(db.url, volume, benchName);
  process.env.DATABASE_URL = benchUrl;
  const started = new Date().toISOString();
  console.log(
    `# npm run bench, ${started}: ${only.join(", ")}; ${volume} generated articles in ${benchName} ` +
      `(${await databaseSize(benchUrl)} on disk)`,
  );
  try {
    if (runs("search")) await searchPart(benchUrl);
    if (runs("framework")) await frameworkPart();
    if (!runs("pages") && !runs("lighthouse") && !runs("js") && !runs("member")) return;
    // Built as production is, with error reporting and analytics on, unless the environment names its
    // own: their browser code is part of what a page costs. Nothing listens on port 9 (discard): the
    // bench sends nothing anywhere, and an error would show as a failed request in Lighthouse.
    process.env.NEXT_PUBLIC_SENTRY_DSN ||= "http://bench@127.0.0.1:9/1";
    process.env.NEXT_PUBLIC_POSTHOG_KEY ||= "phc_bench";
    process.env.NEXT_PUBLIC_POSTHOG_HOST ||= "http://127.0.0.1:9";
    if (!process.argv.includes("--no-build")) {
      const build = spawnSync("node_modules/.bin/next", ["build"], { stdio: "inherit", env: process.env });
      if (build.status !== 0) throw new Error("build failed");
      if (withoutWorker && runs("lighthouse")) {
        // next build adds its dist dir's types to tsconfig.json: put back what was there.
        const tsconfig = readFileSync("tsconfig.json", "utf8");
        const second = spawnSync("node_modules/.bin/next", ["build"], { stdio: "inherit", env: withoutWorkerEnv() });
        writeFileSync("tsconfig.json", tsconfig);
        if (second.status !== 0) throw new Error("the build without the service worker failed");
      }
    }
    // Built already in this run if the framework part ran.
    buildBare({ reuse: process.argv.includes("--no-build") || runs("framework") });
    const stopBare = startBare(port + 10);
    // The production server (server.mjs, as npm start), in its own process group, so stopping the
    // group stops every process it leaves.
    const server = spawn(process.execPath, ["server.mjs", "-p", String(port)], {
      detached: true,
      stdio: "ignore",
      env: { ...process.env, TRUSTED_PROXIES: "1" },
    });
    const serverWithout =
      withoutWorker && runs("lighthouse")
        ? spawn(process.execPath, ["server.mjs", "-p", String(withoutPort)], {
            detached: true,
            stdio: "ignore",
            env: withoutWorkerEnv(),
          })
        : undefined;
    try {
      await waitFor(base + "/api/health");
      if (serverWithout) await waitFor(`http://127.0.0.1:${withoutPort}/api/health`);
      await waitFor(bareBase + "/");
      if (runs("js")) {
        const bare = await benchFirstLoadJs(bareBase, "/");
        const pages = [];
        for (const path of jsPaths) pages.push(await benchFirstLoadJs(base, path));
        printFirstLoadJs(pages.find((p) => p.path === articlePath)!);
        printFirstLoadJsRatios(bare, pages);
      }
      // Lighthouse before the load test: it measures one reader on an idle server.
      // On the site's own origin (NEXT_PUBLIC_SITE_URL, by default http://localhost:<port>): on
      // 127.0.0.1 the canonical and hreflang links would point to another host and cost SEO points.
      if (runs("lighthouse"))
        printLighthouse(
          await benchLighthouse(siteOrigin(), filter, bareBase, 3, serverWithout && `http://localhost:${withoutPort}`),
        );
      if (runs("member")) printMemberText(await benchMemberText(base));
      if (runs("pages"))
        printPages(
          await benchPages(base, { connections, duration, only: filter, bare: bareBase, member: await memberCookie() }),
          {
            connections,
            duration,
            base,
          },
        );
    } finally {
      process.kill(-server.pid!, "SIGTERM");
      if (serverWithout) process.kill(-serverWithout.pid!, "SIGTERM");
      stopBare();
    }
  } finally {
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
