// npm run load: a production build on 127.0.0.1 against its own seeded PostgreSQL (scripts/load/
// postgres.ts, never the shared server), driven by autocannon: `connections` virtual users for
// `duration` seconds, 90 % browsing (home, lists, articles, search in the four languages) and 10 %
// writing as signed-in members through the endpoints the browser uses (server actions for
// comments, reviews, bookmarks and the two public forms). Every acknowledged write carries a unique
// marker; afterwards the database must hold every one ("0 lost"). Prints requests/s, p50/p95/p99
// and errors for browsing, writing and each kind of write separately.
//   npm run load [-- --duration 300 --connections 200 --no-build --port 3202]
// Fault mode restarts PostgreSQL in the middle of the load (down `--down` seconds) and measures
// what the app answers during the outage (a localized 503) and how soon it recovers:
//   npm run load -- --fault [--down 8]          (short CI-sized run: --duration 40 --connections 20)
// Rolling mode (the reliability run) goes through `npm run stack` instead (nginx, --apps app processes,
// the worker, PgBouncer; nginx on --port): each app process is replaced in turn, then PostgreSQL is
// restarted once. It reports failed requests outside the PostgreSQL outage, what the outage answered
// (every 503 with Retry-After), acknowledged writes lost and the recovery; --no-drain replaces the
// processes as a crash would (killed at once, nginx not told) to show what the drain prevents:
//   npm run load -- --rolling [--no-drain] [--duration 120] [--connections 200] [--apps 2]
import "./check-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { generateClient } from "./db/generate";
import { migrate } from "./db/migrate";
import { ensureLocalSecret } from "./db/secret";
import { createMembers, readFixtures, type LoadMember } from "./load/fixtures";
import { startOwnPostgres } from "./load/postgres";
import { Tally } from "./load/stats";
import { waitFor } from "./bench/wait";
import { startStack, type Stack } from "./stack";

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const arg = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const rollingRun = argv.includes("--rolling");
// The reliability run is 120 s (its restarts come early); the plain load run 5 minutes.
const duration = arg("duration", rollingRun ? 120 : 300);
const connections = arg("connections", 200);
const port = arg("port", 3202);
const rolling = rollingRun;
const drain = !flag("no-drain");
const apps = arg("apps", 2);
const fault = flag("fault") || rolling;
const downSeconds = arg("down", 8);
const faultAt = arg("fault-at", Math.round(duration * (rolling ? 0.65 : 0.4)));
const memberCount = arg("members", 1000);
const base = `http://127.0.0.1:${port}`;
// When each answer came and what it was, for the rolling run's windows.
type Answer = { at: number; status: number; retryAfter: boolean; write: boolean; error?: string };
const distDir = (process.env.NEXT_DIST_DIR ??= ".next-load");
const runId = Date.now().toString(36);
const locales = ["en", "es", "fr", "pt"] as const;
const prefix = (l: (typeof locales)[number]) => (l === "en" ? "" : `/${l}`);
const searches: Record<(typeof locales)[number], string[]> = {
  en: ["vaccine", "long covid", "masks", "ventilation", "respirtor"],
  es: ["vacunas", "mascarillas", "covid persistente", "ventilación"],
  fr: ["vaccin", "masques", "covid long", "aération"],
  pt: ["vacina", "máscaras", "covid longa", "ventilação"],
};

// A seeded generator (mulberry32), so every run asks for the same mix.
let seed = 0x5eed;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** The id of each server action by "file#export", from the build's manifest. */
function actionIds(): Map<string, { id: string; workers: string[] }> {
  const manifest = JSON.parse(readFileSync(`${distDir}/server/server-reference-manifest.json`, "utf8")) as {
    node: Record<string, { filename?: string; exportedName?: string; workers: Record<string, unknown> }>;
  };
  return new Map(
    Object.entries(manifest.node).map(([id, a]) => [
      `${a.filename}#${a.exportedName}`,
      { id, workers: Object.keys(a.workers) },
    ]),
  );
}

type Kind = "browse" | "write";
type Write = {
  form: "comment" | "review" | "bookmark" | "contribute" | "support";
  marker: string;
  member: LoadMember;
  key: string;
};
type Context = { kind?: Kind; write?: Write; ok?: boolean; status?: string };

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  generateClient();
  ensureLocalSecret();
  const database = await startOwnPostgres();
  process.env.DATABASE_URL = database.url;
  await migrate(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  if (!(await client.query(`SELECT 1 FROM "Article" LIMIT 1`)).rowCount) {
    const { seed: seedContent } = await import("../prisma/seed/index");
    await seedContent({ volume: 0 });
  }
  // Rate-limit windows of earlier runs would refuse this run's writes.
  await client.query(`DELETE FROM "RateLimit"`);
  const members = await createMembers(client, memberCount, runId);
  const fixtures = await readFixtures(client);
  await client.end();

  if (!flag("no-build")) {
    // next build rewrites tsconfig.json (adds the dist dir's types): put back what was there.
    const tsconfig = readFileSync("tsconfig.json", "utf8");
    const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      stdio: "inherit",
      env: process.env,
    });
    writeFileSync("tsconfig.json", tsconfig);
    if (build.status !== 0) throw new Error("build failed");
  }
  const actions = actionIds();
  const action = (key: string) => {
    const found = actions.get(key);
    if (!found) throw new Error(`server action ${key} not in the build`);
    return found.id;
  };
  const ids = {
    comment: action("lib/actions/forum.ts#addCommentAction"),
    review: action("lib/actions/reviews.ts#saveReviewAction"),
    bookmark: action("lib/actions/bookmarks.ts#setBookmark"),
    contribute: action("lib/actions/contribute.ts#submitContribution"),
    support: action("lib/actions/support.ts#submitSupportRequest"),
  };

  const log = openSync(".data/load-server.log", "w");
  // The production server (server.mjs); it trusts one proxy hop, so each simulated client's own
  // X-Forwarded-For is its address for the per-address limits. Through the stack it trusts two: nginx's
  // and the one each simulated client's X-Forwarded-For plays (a CDN in front), and nginx's limit of
  // connections per address, which here all come from 127.0.0.1, is raised.
  let stack: Stack | undefined;
  let server: ReturnType<typeof spawn> | undefined;
  let serverExited = false;
  if (rolling) {
    process.env.TRUSTED_PROXIES = "2";
    stack = await startStack({
      port,
      apps,
      databaseUrl: database.url,
      dir: ".data/stack-load",
      connectionsPerAddress: connections * 2,
    }).catch(async (error: unknown) => {
      await database.stop();
      throw error;
    });
    // Ctrl-C: the stack's processes are detached, so they are stopped here, then PostgreSQL.
    const interrupt = () =>
      void stack!
        .stop()
        .then(() => database.stop())
        .finally(() => process.exit(130));
    process.removeAllListeners("SIGINT");
    process.removeAllListeners("SIGTERM");
    process.on("SIGINT", interrupt);
    process.on("SIGTERM", interrupt);
  } else {
    server = spawn(process.execPath, ["server.mjs", "-p", String(port)], {
      detached: true,
      stdio: ["ignore", log, log],
      env: { ...process.env, TRUSTED_PROXIES: "1" },
    });
    server.on("exit", () => {
      serverExited = true;
    });
  }
  const answers: Answer[] = [];

  const browse = new Tally();
  const write = new Tally();
  // Each kind of write apart too: they differ in what they revalidate (docs/decisions.md, "Writes under load").
  const writeKinds = new Map<Write["form"], Tally>();
  const acknowledged: Write[] = [];
  let writes = 0;

  const products = [...fixtures.productPaths];
  const browsePath = () => {
    const locale = pick(locales);
    const r = random();
    if (r < 0.15) return prefix(locale) || "/";
    if (r < 0.4) return prefix(locale) + pick(fixtures.listPaths);
    if (r < 0.8) return prefix(locale) + pick(fixtures.articlePaths);
    return `${prefix(locale)}/search?q=${encodeURIComponent(pick(searches[locale]))}`;
  };

  /** The next write: kinds in turn; members and (member, record) pairs spread so no one hits a posting limit. */
  const nextWrite = (): { write: Write; path: string; args: unknown[] } => {
    const n = writes++;
    const form = (["comment", "review", "bookmark", "contribute", "support"] as const)[n % 5]!;
    const k = Math.floor(n / 5);
    const member = members[k % members.length]!;
    const round = Math.floor(k / members.length);
    const marker = `LT-${runId}-${n}`;
    const locale = locales[k % 4]!;
    switch (form) {
      case "comment": {
        const postId = fixtures.postIds[k % fixtures.postIds.length]!;
        return {
          write: { form, marker, member, key: marker },
          path: `${prefix(locale)}/forum/posts/${postId}`,
          args: [{ postId, text: `Load test comment ${marker}` }],
        };
      }
      case "review": {
        // One review per (member, product): a second one would update the first.
        const [productId, path] = products[(k + round) % products.length]!;
        return {
          write: { form, marker, member, key: `${member.id}:${productId}` },
          path: prefix(locale) + path,
          args: [{ productId, rating: 1 + (k % 5), text: `Load test review ${marker}` }],
        };
      }
      case "bookmark": {
        const article = fixtures.articleIds[(k + round) % fixtures.articleIds.length]!;
        return {
          write: { form, marker, member, key: `${member.id}:${article.id}` },
          path: prefix(locale) + article.path,
          args: [{ articleId: article.id, bookmarked: true }],
        };
      }
      case "contribute":
        return {
          write: { form, marker, member, key: marker },
          path: `${prefix(locale)}/contribute`,
          args: [
            {
              category: "NEWS",
              description: `Load test contribution ${marker}, please ignore.`,
              email: member.email,
              from_name: "Load test",
              link: "",
              nickname: "",
            },
          ],
        };
      case "support":
        return {
          write: { form, marker, member, key: marker },
          path: `${prefix(locale)}/support`,
          args: [
            {
              name: "Load test",
              email: member.email,
              product: "WEBSITE",
              subject: `Load ${marker}`,
              message: `Load test support request ${marker}, please ignore.`,
              nickname: "",
            },
          ],
        };
    }
  };

  try {
    await waitFor(base + "/api/health", 120);
    await fetch(base + "/").catch(() => {});
    console.log(
      `\nLoad: ${connections} connections for ${duration} s on ${base}${fault ? `, PostgreSQL restarted at ${faultAt} s (down ${downSeconds} s)` : ""}`,
    );

    const started = Date.now();
    let finish: (result: autocannon.Result) => void = () => {};
    const done = new Promise<autocannon.Result>((resolve) => {
      finish = resolve;
    });
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        timeout: 20,
        requests: [
          {
            setupRequest: (request: autocannon.Request, context: Context) => {
              if (random() >= 0.1) {
                context.kind = "browse";
                context.write = undefined;
                return {
                  ...request,
                  method: "GET",
                  path: browsePath(),
                  headers: { "accept-encoding": "gzip", "x-forwarded-for": `192.0.2.${Math.floor(random() * 250)}` },
                };
              }
              const next = nextWrite();
              context.kind = "write";
              context.write = next.write;
              return {
                ...request,
                method: "POST",
                path: next.path,
                body: JSON.stringify(next.args),
                headers: {
                  accept: "text/x-component",
                  "content-type": "text/plain;charset=UTF-8",
                  "next-action": ids[next.write.form],
                  origin: base,
                  cookie: next.write.member.cookie,
                  "x-forwarded-for": next.write.member.address,
                },
              };
            },
            onResponse: (status: number, body: string, context: Context, headers?: Record<string, string>) => {
              const retryAfter = Object.keys(headers ?? {}).some((h) => h.toLowerCase() === "retry-after");
              answers.push({ at: Date.now(), status, retryAfter, write: context.kind === "write" });
              if (context.kind !== "write") {
                context.status = String(status);
                return;
              }
              const ok = status === 200 && body.includes('"ok":true');
              context.status = ok
                ? "ok"
                : status === 200
                  ? `refused ${/"error":"(\w+)"/.exec(body)?.[1] ?? "unknown"}`
                  : String(status);
              if (ok) acknowledged.push(context.write!);
            },
          } as autocannon.Request,
        ],
      },
      (_error, result) => finish(result),
    );
    instance.on("response", (c: unknown, status: number, _bytes: number, ms: number) => {
      const context = (c as { requestIterator: { context: Context } }).requestIterator.context;
      (context.kind === "write" ? write : browse).add(context.status ?? String(status), ms);
      if (context.kind === "write") {
        const form = context.write!.form;
        if (!writeKinds.has(form)) writeKinds.set(form, new Tally());
        writeKinds.get(form)!.add(context.status ?? String(status), ms);
      }
    });

    // A time-out (no answer within 20 s: the machine's capacity) apart from a refused or cut connection.
    instance.on("reqError", (error: Error & { code?: string }) =>
      answers.push({
        at: Date.now(),
        status: /timed out/.test(error.message) ? -1 : 0,
        retryAfter: false,
        write: false,
        error: error.code ?? error.message,
      }),
    );

    // Rolling: the app processes in turn from 10 % of the run, then PostgreSQL (not before they are all back).
    const restarts: Array<{ index: number; from: number; to: number }> = [];
    // When each replacement stopped the old process, started the new one and found it ready.
    const steps: Array<{ step: string; at: number }> = [];
    const restarting = (async () => {
      if (!stack) return;
      await new Promise((r) => setTimeout(r, duration * 100));
      for (let i = 0; i < apps; i++) {
        const from = Date.now();
        await stack.restartApp(i, { drain, onStep: (step) => steps.push({ step, at: Date.now() }) });
        restarts.push({ index: i, from, to: Date.now() });
      }
    })();
    const outage = fault
      ? (async () => {
          if (rolling) await restarting;
          return runFault(database, Math.max(0, (faultAt * 1000 - (Date.now() - started)) / 1000), downSeconds);
        })()
      : Promise.resolve(null);
    const [faultReport, result] = await Promise.all([outage, done, restarting]);
    const seconds = (Date.now() - started) / 1000;

    // Count the acknowledged writes in the database.
    await new Promise((r) => setTimeout(r, 1000));
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    const like = `%LT-${runId}-%`;
    const markersIn = async (sql: string) =>
      new Set((await check.query<{ m: string }>(sql, [like])).rows.map((r) => /LT-[a-z0-9]+-\d+/.exec(r.m)?.[0] ?? ""));
    const found = {
      comment: await markersIn(`SELECT text AS m FROM "ForumComment" WHERE text LIKE $1`),
      review: await markersIn(`SELECT text AS m FROM "Review" WHERE text LIKE $1`),
      contribute: await markersIn(`SELECT description AS m FROM "Contribution" WHERE description LIKE $1`),
      support: await markersIn(`SELECT message AS m FROM "SupportRequest" WHERE message LIKE $1`),
    };
    const bookmarks = new Set(
      (
        await check.query<{ k: string }>(
          `SELECT b."userId" || ':' || b."articleId" AS k FROM "Bookmark" b JOIN "User" u ON u.id = b."userId" WHERE u.email LIKE $1`,
          [`load-${runId}-%`],
        )
      ).rows.map((r) => r.k),
    );
    // Reviews are one per (member, product): what must be there is the last acknowledged text of each pair.
    const lastReview = new Map<string, string>();
    for (const w of acknowledged) if (w.form === "review") lastReview.set(w.key, w.marker);
    const lost = acknowledged.filter((w) => {
      if (w.form === "bookmark") return !bookmarks.has(w.key);
      if (w.form === "review") return lastReview.get(w.key) === w.marker && !found.review.has(w.marker);
      return !found[w.form].has(w.marker);
    });
    await check.end();

    const health = await fetch(base + "/api/health")
      .then((r) => r.status)
      .catch(() => 0);
    const row = (name: string, t: Tally) =>
      `| ${name} | ${t.count} | ${(t.count / seconds).toFixed(1)} | ${t.percentile(50).toFixed(0)} | ${t.percentile(95).toFixed(0)} | ${t.percentile(99).toFixed(0)} | ${t.errors()} |`;
    console.log(
      `\n${connections} connections, ${seconds.toFixed(0)} s, ${memberCount} members${fault ? ", fault mode" : ""}\n`,
    );
    console.log("| traffic | requests | req/s | p50 ms | p95 ms | p99 ms | errors by status |");
    console.log("|---|---:|---:|---:|---:|---:|---|");
    console.log(row("browsing", browse));
    console.log(row("writing", write));
    for (const [form, tally] of [...writeKinds].sort(([a], [b]) => a.localeCompare(b)))
      console.log(row(`- ${form}`, tally));
    console.log(`\nsocket errors: ${result.errors} (of which timeouts: ${result.timeouts})`);
    const byForm = (list: Write[]) =>
      ["comment", "review", "bookmark", "contribute", "support"]
        .map((f) => `${f} ${list.filter((w) => w.form === f).length}`)
        .join(", ");
    console.log(`acknowledged writes: ${acknowledged.length} (${byForm(acknowledged)})`);
    console.log(
      `lost: ${
        lost.length === 0
          ? "0 lost"
          : `${lost.length} (${byForm(lost)}), e.g. ${lost
              .slice(0, 5)
              .map((w) => w.marker)
              .join(", ")}`
      }`,
    );
    if (faultReport) printFault(faultReport);
    let rollingFailed = false;
    if (rolling && faultReport) {
      // The outage: from PostgreSQL's stop to the first database-backed page answered after it came
      // back, and a second more for the answers already on their way.
      const outageFrom = faultReport.stoppedAt;
      const outageTo = faultReport.readyAt + (faultReport.answeredAfterMs ?? 30_000) + 1000;
      const inOutage = (a: Answer) => a.at >= outageFrom && a.at <= outageTo;
      const failed = (a: Answer) => a.status <= 0 || a.status >= 500;
      const outside = answers.filter((a) => !inOutage(a) && failed(a));
      const during = answers.filter(inOutage);
      const duringFailed = during.filter(failed);
      const not503 = duringFailed.filter((a) => a.status !== 503 || !a.retryAfter);
      const byStatus = (list: Answer[]) => {
        const counts = new Map<string, number>();
        for (const a of list) {
          const key = a.status > 0 ? String(a.status) : a.status < 0 ? "time-out" : "connection error";
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        return [...counts].map(([k, n]) => `${k}: ${n}`).join(", ") || "none";
      };
      const inRestart = (a: Answer) => restarts.some((r) => a.at >= r.from && a.at <= r.to + 1000);
      console.log(
        `\n## Rolling run (${drain ? "with the stack's drain" : "--no-drain: processes killed at once, nginx not told"})\n`,
      );
      for (const r of restarts)
        console.log(
          `- app process ${r.index + 1} replaced from ${((r.from - started) / 1000).toFixed(1)} s to ${((r.to - started) / 1000).toFixed(1)} s`,
        );
      console.log(
        `- PostgreSQL stopped at ${((outageFrom - started) / 1000).toFixed(1)} s, ready at ${((faultReport.readyAt - started) / 1000).toFixed(1)} s; outage window counted to ${((outageTo - started) / 1000).toFixed(1)} s`,
      );
      console.log(
        `- answers: ${answers.length}; outside the outage window failed: ${outside.length} (${byStatus(outside)})`,
      );
      console.log(`  - of which while an app process was replaced: ${outside.filter(inRestart).length}`);
      // Where in a replacement each failure came: stopping (the drain), starting, or just after ready.
      const phase = (a: Answer) => {
        const last = steps.filter((s) => s.at <= a.at).at(-1);
        return last && inRestart(a) ? `after "${last.step}"` : "outside any replacement";
      };
      const phases = new Map<string, Answer[]>();
      for (const a of outside) phases.set(phase(a), [...(phases.get(phase(a)) ?? []), a]);
      for (const [name, list] of phases) {
        const errors = new Map<string, number>();
        for (const a of list) if (a.error) errors.set(a.error, (errors.get(a.error) ?? 0) + 1);
        const detail = [...errors].map(([k, n]) => `${k}: ${n}`).join(", ");
        console.log(`    - ${name}: ${list.length} (${byStatus(list)})${detail ? `; errors ${detail}` : ""}`);
      }
      console.log(
        `- answers in the outage window: ${during.length} (${byStatus(during)}); failed ones not a 503 with Retry-After: ${not503.length} (${byStatus(not503)})`,
      );
      console.log(`- acknowledged writes lost: ${lost.length}`);
      rollingFailed = outside.length > 0 || not503.length > 0;
    }
    console.log(
      `server process${stack ? "es" : ""}: ${serverExited ? "EXITED" : "still up"} (GET /api/health -> ${health})`,
    );
    if (lost.length || serverExited || rollingFailed || (faultReport && !faultReport.passed)) process.exitCode = 1;
  } finally {
    if (stack) await stack.stop();
    else if (!serverExited) process.kill(-server!.pid!, "SIGTERM");
    closeSync(log);
    await database.stop();
  }
}

type FaultReport = Awaited<ReturnType<typeof runFault>>;

/** Stops PostgreSQL at `at` s, starts it `down` s later, and probes what the app answers meanwhile and after. */
async function runFault(database: Awaited<ReturnType<typeof startOwnPostgres>>, at: number, down: number) {
  await new Promise((r) => setTimeout(r, at * 1000));
  const stoppedAt = Date.now();
  await database.stop();
  console.log(`PostgreSQL stopped at ${new Date(stoppedAt).toISOString()}`);
  // While it is down: one page per language (by prefix, by Accept-Language) and an API route.
  // (Not awaited before the restart: under full load the answers may take longer than the outage.)
  await new Promise((r) => setTimeout(r, 1500));
  const probing = Promise.all([
    probe("/search?q=outage", { "accept-language": "en" }, "en"),
    probe("/es/search?q=caida", {}, "es"),
    probe("/fr/news", {}, "fr"),
    probe("/", { "accept-language": "pt-BR,pt;q=0.9" }, "pt"),
    probe("/api/bookmarks?articleId=x", {}, null),
  ]);
  await new Promise((r) => setTimeout(r, Math.max(0, stoppedAt + down * 1000 - Date.now())));
  await database.start();
  const readyAt = Date.now();
  const probes = await probing;
  console.log(`PostgreSQL ready again after ${((readyAt - stoppedAt) / 1000).toFixed(1)} s down`);
  // Recovery: time from "PG ready" to the first successful database-backed answer (a search). A
  // request goes out every 250 ms without waiting for the one before, so a slow answer under load
  // does not count as slow recovery: the figure is when the first request that succeeded was sent.
  const sends: Array<Promise<{ sentAt: number; answeredAt: number; status: number }>> = [];
  let recovered = false;
  for (let i = 0; !recovered && Date.now() - readyAt < 30_000; i++) {
    const sentAt = Date.now();
    sends.push(
      fetch(`${base}/search?q=recovery${i}`, { headers: { "x-forwarded-for": "198.51.100.1" } })
        .then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
          () => 0,
        )
        .then((status) => {
          if (status === 200) recovered = true;
          return { sentAt, answeredAt: Date.now(), status };
        }),
    );
    await new Promise((res) => setTimeout(res, 250));
  }
  const firstOk = (await Promise.all(sends)).filter((s) => s.status === 200).sort((a, b) => a.sentAt - b.sentAt)[0];
  const recoveredAfterMs = firstOk ? Math.max(0, firstOk.sentAt - readyAt) : null;
  const answeredAfterMs = firstOk ? firstOk.answeredAt - readyAt : null;
  const passed = probes.every((p) => p.ok) && recoveredAfterMs !== null && recoveredAfterMs <= 5000;
  return { downMs: readyAt - stoppedAt, stoppedAt, readyAt, probes, recoveredAfterMs, answeredAfterMs, passed };
}

const expected: Record<string, string> = {
  en: "We'll be right back",
  es: "Volvemos enseguida",
  fr: "Nous revenons tout de suite",
  pt: "Voltamos já",
};

async function probe(path: string, headers: Record<string, string>, locale: string | null) {
  const r = await fetch(base + path, {
    headers: { ...headers, "x-forwarded-for": "198.51.100.2" },
    redirect: "manual",
  }).catch(() => null);
  const body = r ? await r.text() : "";
  const retryAfter = r?.headers.get("retry-after");
  // Through the stack nginx may answer from its cache a public page it holds (stale while the app is down).
  const cached = r?.status === 200 && /^(HIT|STALE|UPDATING)$/.test(r.headers.get("x-proxy-cache") ?? "");
  const ok =
    cached ||
    (r?.status === 503 &&
      !!retryAfter &&
      (locale
        ? // <html lang> carries the region (es-MX): the language is its first part.
          body.includes(`lang="${locale}-`) && body.includes(expected[locale]!.replace("'", "&#39;"))
        : r.headers.get("content-type")?.includes("application/json") === true));
  return { path, locale, status: r?.status ?? 0, retryAfter, ok };
}

function printFault(f: FaultReport) {
  console.log(`\nfault: PostgreSQL down ${(f.downMs / 1000).toFixed(1)} s`);
  for (const p of f.probes)
    console.log(
      `  during outage ${p.path} (${p.locale ?? "api"}): ${p.status}, Retry-After ${p.retryAfter ?? "-"} -> ${p.ok ? "ok" : "WRONG"}`,
    );
  console.log(
    `  recovered ${f.recoveredAfterMs === null ? "NOT within 30 s" : `${f.recoveredAfterMs} ms after PostgreSQL was ready (first successful request sent then; answered after ${f.answeredAfterMs} ms)`} (budget 5000 ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
