// npm run bench -- --only pages: autocannon against the production server, page by page, each
// after a warm-up. The floor is the bare Next app's page (scripts/bench/bare.ts), served beside the
// site by the same Next version; the site's own prerendered legal page and /api/health are shown for
// reference. Budgets, for home, list and article pages: requests/s at least 0.9 of the
// floor's, p99 at most 1.2 times the floor's, and the same for the visitors' forum (list, category,
// thread: cached pages too). A member's pages (the same addresses with a session cookie: rendered
// per request from the session) are measured against the framework's own per-request floor, the
// bare app's page that reads a cookie: at least 0.5 of its requests/s.
// Visitors' cached pages come from the server's memory after the first answer of each second
// (lib/cache/page-memory.mjs); two of them are also measured through Next, asked with
// `Cache-Control: no-cache` (as a hard reload asks), which the memory leaves to Next.
import autocannon from "autocannon";
import { verdict } from "./report";

type Target = {
  name: string;
  path: string;
  budget?: boolean;
  floor?: boolean;
  /** The bare app's page rendered per request: the floor of a member's pages. */
  perRequestFloor?: boolean;
  bare?: boolean;
  member?: boolean;
  /** Asked with Cache-Control: no-cache: Next's own answer, not the server's memory. */
  fresh?: boolean;
};

export const pageTargets: Target[] = [
  { name: "floor: bare Next page", path: "/", floor: true, bare: true },
  {
    name: "per-request floor: bare Next page reading a cookie",
    path: "/per-request",
    perRequestFloor: true,
    bare: true,
  },
  { name: "reference: the site's prerendered legal page", path: "/legal/disclaimer" },
  { name: "reference: static API route (no proxy, no page)", path: "/api/health" },
  { name: "home", path: "/", budget: true },
  { name: "home (es)", path: "/es", budget: true },
  { name: "list", path: "/news", budget: true },
  { name: "list (fr)", path: "/fr/news", budget: true },
  { name: "article", path: "/news/research/what-wastewater-surveillance-tells-us", budget: true },
  { name: "article (pt)", path: "/pt/news/research/what-wastewater-surveillance-tells-us", budget: true },
  { name: "home (es), through Next (no-cache asked)", path: "/es", fresh: true },
  {
    name: "article (pt), through Next (no-cache asked)",
    path: "/pt/news/research/what-wastewater-surveillance-tells-us",
    fresh: true,
  },
  { name: "forum", path: "/es/forum", budget: true },
  { name: "forum category", path: "/es/forum?category=long-covid", budget: true },
  { name: "forum thread", path: "/es/forum/posts/seed-forum-welcome", budget: true },
  { name: "home, signed in", path: "/", member: true },
  { name: "article, signed in", path: "/news/research/what-wastewater-surveillance-tells-us", member: true },
  { name: "forum, signed in", path: "/forum", member: true },
  { name: "forum thread, signed in", path: "/forum/posts/seed-forum-welcome", member: true },
  { name: "category page 2", path: "/es/news/research?page=2" },
  { name: "search", path: "/es/search?q=vacunas" },
  { name: "search with a typo", path: "/search?q=respirtor" },
];

export type PageRow = Target & Load;

export type Load = { rps: number; p50: number; p97_5: number; p99: number; errors: number; bytes: number };

/** One address under load: a 3 s warm-up (caches, JIT), then `duration` seconds measured. */
export async function loadTest(
  url: string,
  { connections, duration, headers }: { connections: number; duration: number; headers?: Record<string, string> },
): Promise<Load> {
  await autocannon({ url, connections, duration: 3, headers });
  const r = await autocannon({ url, connections, duration, headers });
  process.stderr.write(
    `${url}, ${connections} connections: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms\n`,
  );
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
    bytes: r.throughput.total / Math.max(1, r.requests.total),
  };
}

// A reader of a prefixed page whose browser asks for that language, as in npm run bench:proxy: the
// answer to any other reader sets the language cookie (next-intl), and an answer that sets a cookie
// is never kept for the next reader (lib/cache/page-memory.mjs).
const readerLanguages: Record<string, string> = { es: "es-MX,es;q=0.9", fr: "fr-FR,fr;q=0.9", pt: "pt-BR,pt;q=0.9" };

async function measure(base: string, t: Target, connections: number, duration: number): Promise<PageRow> {
  const url = (t.bare ? bareOrigin : base) + t.path;
  const language = readerLanguages[t.path.split("/")[1] ?? ""];
  const headers: Record<string, string> | undefined = t.member
    ? { cookie: memberCookie }
    : t.fresh
      ? { "cache-control": "no-cache", ...(language ? { "accept-language": language } : {}) }
      : language
        ? { "accept-language": language }
        : undefined;
  return { ...t, ...(await loadTest(url, { connections, duration, headers })) };
}

/**
 * The floor is measured first and again last, and the better of the two counts: a burst of other
 * work on the machine during one floor run would otherwise make every page look fast beside it.
 */
let bareOrigin = "";
let memberCookie = "";

export async function benchPages(
  base: string,
  {
    connections,
    duration,
    only,
    bare,
    member,
  }: { connections: number; duration: number; only?: string; bare: string; member: string },
): Promise<PageRow[]> {
  bareOrigin = bare;
  memberCookie = member;
  const rows: PageRow[] = [];
  for (const t of pageTargets) {
    if (only && !t.floor && !t.perRequestFloor && !t.path.includes(only)) continue;
    rows.push(await measure(base, t, connections, duration));
  }
  const first = rows[0]!;
  const again = await measure(base, { ...first, name: `${first.name} (again, last)` }, connections, duration);
  if (again.rps > first.rps) {
    rows[0] = { ...first, name: `${first.name} (first run, not used)`, floor: false };
    rows.push(again);
  } else {
    rows.push({ ...again, floor: false, name: `${again.name}, not used` });
  }
  return rows;
}

export function printPages(
  rows: PageRow[],
  { connections, duration, base }: { connections: number; duration: number; base: string },
) {
  const floor = rows.find((r) => r.floor)!;
  const perRequest = rows.find((r) => r.perRequestFloor) ?? floor;
  console.log(
    `\n## Pages (autocannon, ${connections} connections, ${duration} s per target after a 3 s warm-up, ${base}, uncompressed)\n`,
  );
  console.log(
    `(A member's rows: ratios to the per-request floor, ${perRequest.rps.toFixed(0)} req/s, p99 ${perRequest.p99} ms.)\n`,
  );
  console.log(
    "| target | path | KB/answer | req/s | p50 ms | p97.5 ms | p99 ms | errors | req/s ratio to floor | p99 ratio to floor | req/s >= 0.9x | p99 <= 1.2x |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|");
  for (const r of rows) {
    const against = r.member ? perRequest : floor;
    const ratio = r.rps / against.rps;
    const tail = r.p99 / Math.max(1, against.p99);
    const budget = r.budget
      ? [verdict(ratio >= 0.9), verdict(tail <= 1.2)]
      : r.member
        ? [`${verdict(ratio >= 0.5)} (>= 0.5x)`, "-"]
        : ["-", "-"];
    console.log(
      `| ${r.name} | ${r.path} | ${(r.bytes / 1024).toFixed(0)} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.errors} | ${ratio.toFixed(2)} | ${tail.toFixed(2)} | ${budget.join(" | ")} |`,
    );
  }
  const members = rows.filter((r) => r.member);
  if (members.length) {
    const lowest = Math.min(...members.map((r) => r.rps / perRequest.rps));
    console.log(
      `\nA member's pages (rendered per request), lowest req/s ratio to the bare Next page rendered per request: ${lowest.toFixed(2)} (budget >= 0.5): ${verdict(lowest >= 0.5)}`,
    );
  }
  const budgeted = rows.filter((r) => r.budget);
  if (!budgeted.length) return;
  const worstRatio = Math.min(...budgeted.map((r) => r.rps / floor.rps));
  const worstTail = Math.max(...budgeted.map((r) => r.p99 / Math.max(1, floor.p99)));
  console.log(
    `\nVisitors' home, list, article and forum pages, lowest req/s ratio to the bare Next page: ${worstRatio.toFixed(2)} (budget >= 0.9): ${verdict(worstRatio >= 0.9)}`,
  );
  console.log(
    `Visitors' home, list, article and forum pages, highest p99 ratio to the bare Next page: ${worstTail.toFixed(2)} (budget <= 1.2, floor p99 ${floor.p99} ms at ${connections} connections): ${verdict(worstTail <= 1.2)}`,
  );
}
