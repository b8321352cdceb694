// npm run bench -- --only lighthouse: Lighthouse (its default config: mobile, simulated "Slow 4G"
// throttling and 4x CPU slowdown) on the home page, a list, an article and the forum in the four
// languages, in Debian's Chromium (headless, --no-sandbox). Budgets: performance >= 95,
// accessibility, best practices and SEO = 100. Under budget, the table names the audits that cost
// points; console errors (the best-practices audit "errors-in-console", where a
// Content-Security-Policy violation shows) are listed with their page.
//
// Each page is audited three times in a row and the run with the median performance score is reported
// (`runs`), the bare page's too: Lighthouse's own advice for its run-to-run variance, which on this
// 2-core machine moved one page from 88 to 96 between two runs.
//
// The service worker's cost (docs/offline.md) is measured in the same run: given `withoutBase`, the
// same pages of a second build of the site made with NEXT_PUBLIC_OFFLINE=off (no registration, so no
// worker install and no re-fetch of the page's scripts) are audited too, each run of a page next to
// the same run with the worker (each first in turn), so that both see the same minutes of the
// machine. Lighthouse clears the origin's storage before each run: every run is a reader's first
// visit, when the worker installs.
//
// Lighthouse is a devDependency used only here: npm test never loads it.
import type { Flags, Result } from "lighthouse";
import { verdict } from "./report";

export const lighthousePaths = [
  { name: "home", path: "/" },
  { name: "list", path: "/news" },
  { name: "article", path: "/news/research/what-wastewater-surveillance-tells-us" },
  { name: "forum", path: "/forum" },
];
const localePrefixes = ["", "/es", "/fr", "/pt"];

const budgets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type CategoryId = keyof typeof budgets;
const categories = Object.keys(budgets) as CategoryId[];

export type LighthouseRow = {
  url: string;
  scores: Record<CategoryId, number | null>;
  failing: string[];
  metrics: string;
  consoleErrors: string[];
  /** The same page built without the service worker: its median performance score and metrics. */
  withoutWorker?: { performance: number | null; metrics: string; runs: number[] };
  /** Every run's performance score (the median is reported above). */
  runs: number[];
};

/** Audits that lost points in a category: id (score) for the ones with weight in it. */
function failingAudits(lhr: Result, category: CategoryId): string[] {
  return lhr.categories[category]!.auditRefs.filter((ref) => ref.weight > 0).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    return [`${ref.id} (${audit.score.toFixed(2)}${audit.displayValue ? `, ${audit.displayValue}` : ""})`];
  });
}

function consoleErrors(lhr: Result): string[] {
  const details = lhr.audits["errors-in-console"]?.details as
    { items?: { source?: string; description?: string; sourceLocation?: { url?: string } }[] } | undefined;
  return (details?.items ?? []).map(
    (item) =>
      `[${item.source ?? "?"}] ${(item.description ?? "").replace(/\s+/g, " ").slice(0, 300)}${item.sourceLocation?.url ? ` (${item.sourceLocation.url})` : ""}`,
  );
}

/** The pause after a run with the service worker: its registration (2 s + idle, at most 5 s) and install. */
const workerSettleMs = 12_000;

const performanceOf = (r: Result) => r.categories.performance?.score ?? 0;

/** The run with the median performance score. */
function median(results: Result[]): Result | undefined {
  const sorted = [...results].sort((a, b) => performanceOf(a) - performanceOf(b));
  return sorted[Math.floor(sorted.length / 2)];
}

const round = (score: number | null | undefined) => (typeof score === "number" ? Math.round(score * 100) : null);

function metricsOf(lhr: Result): string {
  const metric = (id: string) => lhr.audits[id]?.displayValue?.replace(/\s/g, " ") ?? "?";
  return lhr.runtimeError
    ? `error: ${lhr.runtimeError.code}`
    : `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}`;
}

/**
 * Lighthouse on `base` (the site's pages in four languages), preceded by the bare Next page at
 * `bareBase` when given (its row is named "bare Next page"), so that both run in the same minutes;
 * with `withoutBase`, each page also on that build without the service worker (see above).
 */
export async function benchLighthouse(
  base: string,
  only?: string,
  bareBase?: string,
  runs = 3,
  withoutBase?: string,
): Promise<LighthouseRow[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
  });
  const flags: Flags = { port: chrome.port, logLevel: "error", output: "json", onlyCategories: categories };
  /** One Lighthouse run of `url`, tried again (up to three times) on a runtime error. */
  const audit = async (url: string): Promise<Result> => {
    let result: Result | undefined;
    for (let attempt = 1; attempt <= 3; attempt++) {
      result = (await lighthouse(url, flags))?.lhr;
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (!result.runtimeError) break;
      console.error(`${url}: ${result.runtimeError.code} ${result.runtimeError.message} (attempt ${attempt})`);
    }
    return result!;
  };
  const rows: LighthouseRow[] = [];
  try {
    const paths = localePrefixes
      .flatMap((prefix) => lighthousePaths.map(({ path }) => `${prefix}${path === "/" && prefix ? "" : path}`))
      .filter((path) => !only || path.includes(only));
    const targets = [...(bareBase ? [{ bare: true, path: "/" }] : []), ...paths.map((path) => ({ bare: false, path }))];
    for (const { bare, path } of targets) {
      const url = `${bare ? bareBase : base}${path}`;
      const results: Result[] = [];
      const without: Result[] = [];
      for (let run = 0; run < runs; run++) {
        if (!withoutBase || bare) {
          results.push(await audit(url));
          continue;
        }
        // Each variant first in turn, and a pause after the run with the worker: its install may
        // still be running in the browser (it starts once the page has settled, after Lighthouse's
        // trace), and must not land in the next run's minutes.
        const withWorker = async () => {
          results.push(await audit(url));
          await new Promise((resolve) => setTimeout(resolve, workerSettleMs));
        };
        const withoutWorker = async () => void without.push(await audit(`${withoutBase}${path}`));
        if (run % 2 === 0) await withWorker().then(withoutWorker);
        else await withoutWorker().then(withWorker);
      }
      const lhr = median(results);
      if (!lhr) continue;
      const scores = Object.fromEntries(categories.map((c) => [c, round(lhr.categories[c]?.score)])) as Record<
        CategoryId,
        number | null
      >;
      const failing = categories.flatMap((c) =>
        (scores[c] ?? 0) < budgets[c] ? failingAudits(lhr, c).map((a) => `${c}: ${a}`) : [],
      );
      const lhrWithout = median(without);
      rows.push({
        url: bare ? "bare Next page" : path || "/",
        scores,
        failing,
        metrics: metricsOf(lhr),
        consoleErrors: consoleErrors(lhr),
        ...(lhrWithout && {
          withoutWorker: {
            performance: round(lhrWithout.categories.performance?.score),
            metrics: metricsOf(lhrWithout),
            runs: without.map((r) => round(performanceOf(r))!),
          },
        }),
        runs: results.map((r) => round(performanceOf(r))!),
      });
      const list = (rs: Result[]) => rs.map((r) => Math.round(performanceOf(r) * 100)).join(", ");
      process.stderr.write(
        `lighthouse ${url} (median of ${results.length}: ${list(results)}${without.length ? `; without the worker ${list(without)}` : ""}): ${categories.map((c) => `${c} ${scores[c]}`).join(", ")}\n`,
      );
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

export function printLighthouse(rows: LighthouseRow[]) {
  console.log(
    "\n## Lighthouse (mobile, default simulated throttling, Debian Chromium headless; each page the median of 3 runs)\n",
  );
  console.log("| page | performance (>= 95) | accessibility (100) | best practices (100) | SEO (100) | metrics |");
  console.log("|---|---|---|---|---|---|");
  const cell = (c: CategoryId, score: number | null) =>
    `${score ?? "?"} ${verdict(score !== null && score >= budgets[c])}`;
  for (const r of rows) {
    console.log(`| ${r.url} | ${categories.map((c) => cell(c, r.scores[c])).join(" | ")} | ${r.metrics} |`);
  }
  const compared = rows.filter((r) => r.withoutWorker);
  if (compared.length) {
    console.log(
      "\n### Performance with and without the service worker (the same run; a second build with NEXT_PUBLIC_OFFLINE=off)\n",
    );
    console.log(
      "| page | with the worker | without the worker | with minus without (goal: -2 or more) | metrics without the worker |",
    );
    console.log("|---|---|---|---|---|");
    const costs: number[] = [];
    for (const r of compared) {
      const withScore = r.scores.performance;
      const withoutScore = r.withoutWorker!.performance;
      const cost = withScore !== null && withoutScore !== null ? withoutScore - withScore : null;
      if (cost !== null) costs.push(cost);
      console.log(
        `| ${r.url} | ${withScore ?? "?"} | ${withoutScore ?? "?"} | ${cost === null ? "?" : `${-cost} ${verdict(cost <= 2)}`} | ${r.withoutWorker!.metrics} |`,
      );
    }
    const worst = Math.max(...costs);
    console.log(
      `Lighthouse performance, the worker's largest cost on ${costs.length} pages: ${worst} points (goal: within 2): ${verdict(worst <= 2)}`,
    );
    // One page's median of 3 moves by several points from run to run on a shared machine; the mean
    // over every run of every page is the steadier figure of the two.
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const withRuns = compared.flatMap((r) => r.runs);
    const withoutRuns = compared.flatMap((r) => r.withoutWorker!.runs);
    const meanCost = mean(withoutRuns) - mean(withRuns);
    console.log(
      `Lighthouse performance, mean of ${withRuns.length} runs with the worker ${mean(withRuns).toFixed(1)}, of ${withoutRuns.length} without ${mean(withoutRuns).toFixed(1)}: the worker's cost ${meanCost.toFixed(1)} points (goal: within 2): ${verdict(meanCost <= 2)}`,
    );
  }
  const under = rows.filter((r) => r.failing.length);
  if (under.length) {
    console.log("\nAudits losing points on pages under budget:");
    for (const r of under) console.log(`- ${r.url}: ${r.failing.join("; ")}`);
  }
  const errors = rows.filter((r) => r.consoleErrors.length);
  if (errors.length) {
    console.log("\nConsole errors (errors-in-console; CSP violations show here):");
    for (const r of errors) for (const e of r.consoleErrors) console.log(`- ${r.url}: ${e}`);
  }
  const bare = rows.find((r) => r.url === "bare Next page");
  const site = rows.filter((r) => r !== bare);
  if (bare?.scores.performance != null) {
    const floor = bare.scores.performance;
    const worst = Math.min(...site.map((r) => r.scores.performance ?? 0));
    console.log(
      `Lighthouse performance, bare Next page ${floor}; lowest of the site's pages ${worst}, ${floor - worst} points below (goal: within 3): ${verdict(floor - worst <= 3)}`,
    );
  }
  for (const c of categories) {
    const worst = Math.min(...site.map((r) => r.scores[c] ?? 0));
    console.log(
      `Lighthouse ${c}, lowest of ${site.length} pages: ${worst} (budget ${c === "performance" ? ">= 95" : "100"}): ${verdict(worst >= budgets[c])}`,
    );
  }
}
