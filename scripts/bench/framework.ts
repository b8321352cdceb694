// npm run bench -- --only framework: what Next itself gives at this site's page size, with none of the
// site's code, against the bare Next page in the same run. The probe (bench/ppr-probe, Cache Components
// on) serves about as much as one of the site's pages (96 kB) three ways: prerendered whole (a visitor's
// page), a prerendered shell with one hole that reads a cookie (partial prerendering, one way a member's page
// could be made), and rendered per request (the site's member variants today). It tells
// how far the site's own code is from the framework at the same size, and what Cache Components would
// give a member's page before the site is moved onto it (docs/adr/0041-cache-components-not-adopted.md).
import { loadTest, type Load } from "./pages";

type Target = { name: string; path: string; bare?: boolean; cookie?: boolean };

const targets: Target[] = [
  { name: "bare Next page (the floor)", path: "/", bare: true },
  { name: "96 kB page, prerendered whole", path: "/static" },
  {
    name: "96 kB page, prerendered shell and a hole reading a cookie (PPR), with the cookie",
    path: "/shell",
    cookie: true,
  },
  { name: "the same page, without the cookie", path: "/shell" },
  { name: "96 kB page, rendered per request", path: "/dynamic", cookie: true },
];

export type FrameworkRow = Target & Load;

/** The floor first and again last; the better of the two counts (as for the site's pages). */
export async function benchFramework(
  bare: string,
  probe: string,
  { connections, duration }: { connections: number; duration: number },
): Promise<FrameworkRow[]> {
  // The shell's response must carry the member's part, streamed into the same answer.
  const shell = await (await fetch(probe + "/shell", { headers: { cookie: "member=Ana" } })).text();
  if (!shell.includes("Ana")) throw new Error("the probe's /shell answered without the member's part");
  const rows: FrameworkRow[] = [];
  for (const t of targets) {
    const headers = t.cookie ? { cookie: "member=Ana" } : undefined;
    rows.push({ ...t, ...(await loadTest((t.bare ? bare : probe) + t.path, { connections, duration, headers })) });
  }
  const again = await loadTest(bare + "/", { connections, duration });
  if (again.rps > rows[0]!.rps) rows[0] = { ...rows[0]!, ...again };
  return rows;
}

export function printFramework(
  rows: FrameworkRow[],
  { connections, duration }: { connections: number; duration: number },
) {
  const floor = rows[0]!;
  console.log(
    `\n## Next alone at this site's page size (bench/ppr-probe, Cache Components; autocannon, ${connections} connections, ${duration} s per target after a 3 s warm-up)\n`,
  );
  console.log(
    "| target | path | KB/answer | req/s | p50 ms | p99 ms | errors | req/s ratio to floor | p99 ratio to floor |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.path} | ${(r.bytes / 1024).toFixed(0)} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / floor.rps).toFixed(2)} | ${(r.p99 / Math.max(1, floor.p99)).toFixed(2)} |`,
    );
}
