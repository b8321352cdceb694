// npm run bench -- --only search: the search function (lib/search's runSearch, what the search
// page calls on a cache miss) measured in-process on the bench database, against the raw SQL it
// issues, replayed through `pg` with the same parameters. The two runs alternate, query by query,
// so both see the same machine. Budgets: p95 under 30 ms, and at most 1.3 times the raw SQL.
//
// Runs in a child process started with the react-server condition (see bench.ts): lib/search is
// `server-only`, which resolves to an empty module under that condition, as in Next's server.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import type { Locale } from "../../lib/generated/prisma/enums";
import type { SearchFilters } from "../../lib/search/params";
import { generateClient } from "../db/generate";
import { percentile, verdict } from "./report";

type Case = { name: string; locale: Locale; q: string; filters?: SearchFilters; page?: number };

/**
 * Representative queries: the generated articles repeat an 18-word vocabulary per language, so a
 * single common word matches 25,000-50,000 of the 100,000 (the capped, ranked-1,000 path); typos
 * fall through to the trigram title search; filters narrow through Article's indexes.
 */
export const cases: Case[] = [
  { name: "en common word", locale: "en", q: "vaccine" },
  { name: "en two words", locale: "en", q: "ventilation school" },
  { name: "en typo", locale: "en", q: "respirtor" },
  { name: "en exact title", locale: "en", q: "What wastewater surveillance can and cannot tell us" },
  { name: "en word + type filter", locale: "en", q: "mask", filters: { type: "NEWS" } },
  { name: "en word + tag filter", locale: "en", q: "vaccine", filters: { tag: "vaccination" } },
  { name: "en page 3", locale: "en", q: "outbreak", page: 3 },
  { name: "es common word", locale: "es", q: "vacunas" },
  { name: "es accent", locale: "es", q: "ventilación" },
  { name: "es accent dropped", locale: "es", q: "ventilacion" },
  { name: "es typo", locale: "es", q: "mascarila" },
  { name: "es word + language filter", locale: "es", q: "vigilancia", filters: { language: "es" } },
  { name: "fr accent", locale: "fr", q: "épidémie" },
  { name: "fr accent dropped", locale: "fr", q: "epidemie" },
  { name: "fr two words", locale: "fr", q: "dépistage école" },
  { name: "fr word + source filter", locale: "fr", q: "vaccin", filters: { source: "who" } },
  { name: "pt common word", locale: "pt", q: "máscara" },
  { name: "pt accent dropped", locale: "pt", q: "vigilancia" },
  { name: "pt word + type filter", locale: "pt", q: "vacina", filters: { type: "EVENT", isEventFree: true } },
  { name: "pt typo", locale: "pt", q: "vacna" },
  { name: "pt rare (demo content)", locale: "pt", q: "esgoto" },
];

type Statement = { text: string; values: unknown[] };

/** A pg pool that can record the statements Prisma's adapter sends through it. */
function recordingPool(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let recorded: Statement[] | null = null;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const config = args[0] as { text?: string; values?: unknown[] } | string;
    if (recorded)
      recorded.push(
        typeof config === "string"
          ? { text: config, values: [] }
          : { text: config.text ?? "", values: config.values ?? [] },
      );
    return query(...args);
  };
  return {
    pool,
    record: async <T>(run: () => Promise<T>) => {
      recorded = [];
      try {
        await run();
        return recorded;
      } finally {
        recorded = null;
      }
    },
  };
}

const now = () => performance.now();

export type SearchRow = {
  name: string;
  statements: number;
  fn: { p50: number; p95: number };
  raw: { p50: number; p95: number };
  ratio: number;
  /** PostgreSQL's own account of one run (EXPLAIN ANALYZE, BUFFERS): 8 kB pages touched and execution time. */
  explained: { pages: number; ms: number };
};

/**
 * The statements' pages touched (shared buffers hit or read, children included) and execution time,
 * from EXPLAIN (ANALYZE, BUFFERS). Pages do not depend on how busy the machine is: they are the
 * figure to compare between database sizes on a shared machine.
 */
async function explain(raw: pg.Pool, statements: Statement[]): Promise<{ pages: number; ms: number }> {
  let pages = 0;
  let ms = 0;
  for (const s of statements) {
    if (!/^\s*(SELECT|WITH)\b/i.test(s.text)) continue;
    const { rows } = await raw.query<{
      "QUERY PLAN": Array<{ Plan: Record<string, number>; "Execution Time": number }>;
    }>({ text: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`, values: s.values });
    const [result] = rows[0]!["QUERY PLAN"];
    pages += (result!.Plan["Shared Hit Blocks"] ?? 0) + (result!.Plan["Shared Read Blocks"] ?? 0);
    ms += result!["Execution Time"];
  }
  return { pages, ms };
}

export async function benchSearch(url: string, iterations: number): Promise<SearchRow[]> {
  generateClient();
  const { PrismaClient } = await import("../../lib/generated/prisma/client");
  const { runSearch } = await import("../../lib/search/run");
  const { pool, record } = recordingPool(url);
  const client = new PrismaClient({ adapter: new PrismaPg(pool) });
  const raw = new pg.Pool({ connectionString: url, max: 4 });
  const rows: SearchRow[] = [];
  try {
    for (const c of cases) {
      const params = { q: c.q, page: c.page ?? 1, filters: c.filters ?? {} };
      const search = () => runSearch(client, c.locale, params);
      const statements = await record(search);
      const replay = async () => {
        for (const s of statements) await raw.query({ text: s.text, values: s.values });
      };
      // Warm-up: plans, caches and connections for both paths.
      for (let i = 0; i < 3; i++) {
        await search();
        await replay();
      }
      const fnTimes: number[] = [];
      const rawTimes: number[] = [];
      for (let i = 0; i < iterations; i++) {
        // Alternate which goes first, so neither always follows the other's cache effects.
        const order = i % 2 ? [replay, search] : [search, replay];
        for (const run of order) {
          const start = now();
          await run();
          (run === search ? fnTimes : rawTimes).push(now() - start);
        }
      }
      const explained = await explain(raw, statements);
      const fn = { p50: percentile(fnTimes, 50), p95: percentile(fnTimes, 95) };
      const rawP = { p50: percentile(rawTimes, 50), p95: percentile(rawTimes, 95) };
      rows.push({
        name: `${c.name}: ${c.locale} "${c.q}"${c.filters ? ` ${JSON.stringify(c.filters)}` : ""}${c.page ? ` page ${c.page}` : ""}`,
        statements: statements.length,
        fn,
        raw: rawP,
        ratio: fn.p50 / rawP.p50,
        explained,
      });
      process.stderr.write(".");
    }
    process.stderr.write("\n");
  } finally {
    await client.$disconnect();
    await pool.end().catch(() => {});
    await raw.end();
  }
  return rows;
}

export function printSearch(rows: SearchRow[], iterations: number) {
  console.log(
    `\n## Search (in-process lib/search runSearch vs its raw SQL through pg; ${iterations} iterations per query)\n`,
  );
  console.log(
    "| query | SQL statements | search p50 ms | search p95 ms | raw SQL p50 ms | raw SQL p95 ms | ratio (p50) | p95 < 30 ms | ratio <= 1.3 | pages (8 kB) | EXPLAIN ms |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---|---|---:|---:|");
  const f = (n: number) => n.toFixed(1);
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.statements} | ${f(r.fn.p50)} | ${f(r.fn.p95)} | ${f(r.raw.p50)} | ${f(r.raw.p95)} | ${r.ratio.toFixed(2)} | ${verdict(r.fn.p95 < 30)} | ${verdict(r.ratio <= 1.3)} | ${r.explained.pages} | ${f(r.explained.ms)} |`,
    );
  }
  const worst = Math.max(...rows.map((r) => r.fn.p95));
  const sumFn = rows.reduce((s, r) => s + r.fn.p50, 0);
  const sumRaw = rows.reduce((s, r) => s + r.raw.p50, 0);
  console.log(
    `\nSearch p95, worst query: ${f(worst)} ms (budget < 30 ms): ${verdict(worst < 30)}; ` +
      `${rows.filter((r) => r.fn.p95 >= 30).length} of ${rows.length} queries over.`,
  );
  console.log(
    `Search / raw SQL, sum of p50s over all queries: ${(sumFn / sumRaw).toFixed(2)} (budget <= 1.3): ${verdict(sumFn / sumRaw <= 1.3)}; ` +
      `worst query ${Math.max(...rows.map((r) => r.ratio)).toFixed(2)}.`,
  );
}

// Run as its own process: `tsx --conditions=react-server scripts/bench/search.ts <url> <iterations>`.
if (process.argv[1]?.endsWith("search.ts")) {
  const [url, iterations = "50"] = process.argv.slice(2);
  if (!url) throw new Error("usage: search.ts <database url> [iterations]");
  benchSearch(url, Number(iterations))
    .then((rows) => printSearch(rows, Number(iterations)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
