// npm run bench:abuse: what abuse costs the server (bodies, streams, limits), beside npm run bench. A benchmark, not a test:
// it prints figures next to their goals and exits 0 whatever they are (1 only if it cannot run).
//
//   npm run bench:abuse [-- --no-build] [--port 3210] [--repeat 10] [--tries 200] [--only bodies|timing|mail]
//                       [--flows sign-up,magic-link,reset]
//
// bodies  Adversarial bodies (1 MB, and just under each cap: crafted e-mail patterns, deep nesting,
//         thousands of keys) sent to every public form's server action and every /api/user/* call
//         (as a visitor and as a member). For each: the answer, the slowest answer in ms and the
//         server's CPU time per request (the server process's user+system time from /proc, over
//         --repeat requests, divided by them). Goal: no refused input over 50 ms of CPU. A password
//         hash (sign-up, sign-in) is one bounded cost per attempt and is reported apart.
// timing  Known versus unknown addresses on sign-up, magic link and reset: --tries of each,
//         interleaved, each from its own address; medians of the answer times. Goal: within 5 ms.
// mail    The mails one address can be made to receive in an hour: every kind a visitor can have
//         sent to an address it types (sign-in link, sign-up, reset, subscription confirmation and
//         manage link) as often as its own limits allow, each request from a fresh client address,
//         and other members asking to move their account to it; four rounds a quarter of an hour
//         apart (the time is passed by ending the address's 15-minute windows and moving its
//         timestamps back a quarter of an hour, as the clock would). Goal: at most 6.
//
// Its own database "covid_bench_abuse" (demo content, members made per run) on DATABASE_URL's server
// or the embedded one; the production server (server.mjs, TRUSTED_PROXIES=1 so each request's
// X-Forwarded-For is its address) on --port. NEXT_DIST_DIR chooses the build folder.
import "./check-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { openDatabase } from "./db/database";
import { generateClient } from "./db/generate";
import { migrate } from "./db/migrate";
import { ensureLocalSecret } from "./db/secret";
import { createMembers, type LoadMember } from "./load/fixtures";
import { waitFor } from "./bench/wait";

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(option("port") ?? 3210);
const repeat = Number(option("repeat") ?? 10);
const tries = Number(option("tries") ?? 200);
const only = option("only");
const base = `http://127.0.0.1:${port}`;
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const runId = Date.now().toString(36);
const CPU_GOAL_MS = 50;
const TIMING_GOAL_MS = 5;

let addressCounter = 0;
/** A fresh client address per request (the server trusts one X-Forwarded-For hop here). */
const nextAddress = () => {
  const n = ++addressCounter;
  return `10.${200 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`;
};

// ---------------------------------------------------------------------------- the server's CPU

const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim() || 100);

/** User + system CPU time of process `pid`, in ms (from /proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After the command: state is field 3; utime and stime are fields 14 and 15 (1-based).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

// ---------------------------------------------------------------------------- requests

type Sent = { status: number; ms: number; body: string };

async function send(path: string, init: RequestInit): Promise<Sent> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, init);
    const body = await response.text();
    return { status: response.status, ms: performance.now() - started, body };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: String((error as Error).cause ?? error) };
  }
}

function actionIds(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(`${distDir}/server/server-reference-manifest.json`, "utf8")) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  return new Map(Object.entries(manifest.node).map(([id, a]) => [`${a.filename}#${a.exportedName}`, id]));
}

const actionHeaders = (id: string, extra: Record<string, string> = {}) => ({
  accept: "text/x-component",
  "content-type": "text/plain;charset=UTF-8",
  "next-action": id,
  origin: base,
  "x-forwarded-for": nextAddress(),
  ...extra,
});

/** A server action called as the browser calls it; `ok` when its result says so. */
async function callAction(id: string, path: string, body: string, extra: Record<string, string> = {}) {
  const sent = await send(path, { method: "POST", headers: actionHeaders(id, extra), body });
  return { ...sent, ok: sent.status === 200 && sent.body.includes('"ok":true') };
}

// ---------------------------------------------------------------------------- adversarial bodies

const KB = 1024;
const MB = 1024 * KB;
/** The pattern that made the old e-mail check backtrack quadratically, `size` characters long. */
const craftedEmail = (size: number) => "a@" + "a.".repeat(Math.floor((size - 3) / 2)) + "@";
const fieldNames = [
  "email",
  "password",
  "name",
  "description",
  "message",
  "subject",
  "link",
  "url",
  "token",
  "callbackUrl",
  "username",
  "id",
  "text",
  "nickname",
];
/** Every field any form or call reads, each given `value` (unknown keys are ignored). */
const everyField = (value: unknown) => Object.fromEntries(fieldNames.map((f) => [f, value]));
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const manyKeys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, "x"]));

type Variant = { name: string; body: string };

/** Bodies for a server action (its arguments: a JSON array), around the 128 KB action cap. */
function actionVariants(): Variant[] {
  const under = 120 * KB;
  return [
    { name: "1 MB, e-mail pattern in every field", body: JSON.stringify([everyField(craftedEmail(MB / 14))]) },
    { name: "1 MB, unbalanced nesting", body: "[".repeat(MB) },
    {
      name: "120 KB, e-mail pattern in one field",
      body: JSON.stringify([{ ...everyField("x"), email: craftedEmail(under) }]),
    },
    { name: "120 KB, nesting 30,000 deep", body: `[{"email":${nested(30_000)}}]` },
    { name: "120 KB, 10,000 keys", body: JSON.stringify([{ ...manyKeys(10_000), email: "a@b.example" }]) },
    { name: "120 KB, NUL and unicode", body: JSON.stringify([everyField("\u0000\u202e\ud83d\ude00".repeat(2_500))]) },
  ];
}

/** Bodies for an /api/user/* call (JSON), around its 16 KB cap. */
function routeVariants(): Variant[] {
  const under = 15 * KB;
  return [
    { name: "1 MB JSON, e-mail pattern", body: JSON.stringify(everyField(craftedEmail(MB / 14))) },
    { name: "1 MB, unbalanced nesting", body: "[".repeat(MB) },
    { name: "15 KB, e-mail pattern", body: JSON.stringify({ email: craftedEmail(under) }) },
    { name: "15 KB, nesting 7,000 deep", body: `{"email":${nested(7_000)}}` },
    { name: "15 KB, 1,500 keys", body: JSON.stringify({ ...manyKeys(1_500), email: "a@b.example" }) },
  ];
}

type Row = { target: string; variant: string; bytes: number; statuses: string; maxMs: number; cpuMs: number };

async function measure(pid: number, target: string, variant: Variant, request: () => Promise<Sent>): Promise<Row> {
  await request(); // warm: the first call of a route compiles and loads its code
  const statuses = new Map<string, number>();
  let maxMs = 0;
  const before = cpuMs(pid);
  for (let i = 0; i < repeat; i++) {
    const sent = await request();
    maxMs = Math.max(maxMs, sent.ms);
    const refusal = /"error":"(\w+)"/.exec(sent.body)?.[1];
    const key = `${sent.status}${refusal ? ` ${refusal}` : ""}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const cpu = (cpuMs(pid) - before) / repeat;
  return {
    target,
    variant: variant.name,
    bytes: Buffer.byteLength(variant.body),
    statuses: [...statuses].map(([k, n]) => `${k} x${n}`).join(", "),
    maxMs,
    cpuMs: cpu,
  };
}

const publicActions: Array<{ key: string; path: string }> = [
  { key: "lib/actions/contribute.ts#submitContribution", path: "/contribute" },
  { key: "lib/actions/support.ts#submitSupportRequest", path: "/support" },
  { key: "lib/actions/auth.ts#requestMagicLink", path: "/auth/sign-in" },
  { key: "lib/actions/auth.ts#signInWithPassword", path: "/auth/sign-in" },
  { key: "lib/actions/auth.ts#requestSignUp", path: "/auth/sign-up" },
  { key: "lib/actions/auth.ts#requestPasswordReset", path: "/auth/reset-password" },
  { key: "lib/actions/auth.ts#updatePassword", path: "/auth/update-password" },
];
const userRoutes = [
  "find-username",
  "get-user",
  "get-user-by-id",
  "get-username",
  "get-user-role",
  "create-user",
  "update-profile",
];

async function benchBodies(pid: number, member: LoadMember) {
  const ids = actionIds();
  const rows: Row[] = [];
  for (const { key, path } of publicActions) {
    const id = ids.get(key);
    if (!id) throw new Error(`server action ${key} is not in the build (${distDir})`);
    for (const variant of actionVariants())
      rows.push(
        await measure(pid, `action ${key.split("#")[1]}`, variant, () =>
          send(path, { method: "POST", headers: actionHeaders(id), body: variant.body }),
        ),
      );
  }
  for (const name of userRoutes)
    for (const [who, cookie] of [
      ["visitor", undefined],
      ["member", member.cookie],
    ] as const)
      for (const variant of routeVariants())
        rows.push(
          await measure(pid, `POST /api/user/${name} (${who})`, variant, () =>
            send(`/api/user/${name}`, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                origin: base,
                "x-forwarded-for": nextAddress(),
                ...(cookie ? { cookie } : {}),
              },
              body: variant.body,
            }),
          ),
        );

  // A password hash: one valid-shaped attempt costs one scrypt (N=2^17), refused or not.
  const signUp = ids.get("lib/actions/auth.ts#requestSignUp")!;
  const signIn = ids.get("lib/actions/auth.ts#signInWithPassword")!;
  const hashing: Row[] = [
    await measure(pid, "password hash: sign-up (unknown address)", { name: "valid body", body: "" }, () =>
      send("/auth/sign-up", {
        method: "POST",
        headers: actionHeaders(signUp),
        body: JSON.stringify([
          {
            email: `hash-${runId}-${nextAddress()}@example.test`,
            password: "a long passphrase",
            confirmPassword: "a long passphrase",
          },
        ]),
      }),
    ),
    // The member has no password: the check spends the same scrypt time as a wrong one (docs/adr/0009-sign-in-flows.md).
    await measure(pid, "password hash: sign-in, wrong password", { name: "valid body", body: "" }, () =>
      send("/auth/sign-in", {
        method: "POST",
        headers: actionHeaders(signIn),
        body: JSON.stringify([{ email: member.email, password: "not the password" }]),
      }),
    ),
  ];

  const print = (title: string, list: Row[], goal: boolean) => {
    console.log(`\n${title}`);
    console.log(
      "| target | body | bytes | answers | max ms | CPU ms per request |" + (goal ? " goal ≤ 50 ms CPU |" : ""),
    );
    console.log("|---|---|---|---|---|---|" + (goal ? "---|" : ""));
    for (const r of list)
      console.log(
        `| ${r.target} | ${r.variant} | ${r.bytes.toLocaleString("en")} | ${r.statuses} | ${r.maxMs.toFixed(1)} | ${r.cpuMs.toFixed(1)} |` +
          (goal ? ` ${r.cpuMs <= CPU_GOAL_MS ? "PASS" : "FAIL"} |` : ""),
      );
  };
  print(`Adversarial bodies (${repeat} requests each, after one warm-up):`, rows, true);
  const worst = rows.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
  const slowest = rows.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
  console.log(
    `\nMost CPU per refused request: ${worst.cpuMs.toFixed(1)} ms (${worst.target}, ${worst.variant}): ${worst.cpuMs <= CPU_GOAL_MS ? "PASS" : "FAIL"}` +
      `\nSlowest answer: ${slowest.maxMs.toFixed(1)} ms (${slowest.target}, ${slowest.variant})`,
  );
  print("Password hashing, apart (one scrypt per attempt, behind the per-address budget):", hashing, false);
}

// ---------------------------------------------------------------------------- timing

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function benchTiming(members: LoadMember[]) {
  const ids = actionIds();
  const flows = [
    {
      name: "sign-up",
      key: "lib/actions/auth.ts#requestSignUp",
      path: "/auth/sign-up",
      body: (email: string) => [{ email, password: "a long passphrase", confirmPassword: "a long passphrase" }],
    },
    {
      name: "magic link",
      key: "lib/actions/auth.ts#requestMagicLink",
      path: "/auth/sign-in",
      body: (email: string) => [{ email }],
    },
    {
      name: "reset",
      key: "lib/actions/auth.ts#requestPasswordReset",
      path: "/auth/reset-password",
      body: (email: string) => [{ email }],
    },
  ];
  console.log(`\nKnown versus unknown address (${tries} tries each, interleaved, each from its own address):`);
  console.log(
    "| request | known: median ms | unknown: median ms | difference | refused or failed | goal within 5 ms |",
  );
  console.log("|---|---|---|---|---|---|");
  const chosen = option("flows")?.split(",");
  for (const flow of flows) {
    if (chosen && !chosen.includes(flow.name.replace(" ", "-"))) continue;
    const id = ids.get(flow.key)!;
    const known: number[] = [];
    const unknown: number[] = [];
    let failed = 0;
    // Warm-up: the first calls load code and fill pools.
    for (let i = 0; i < 3; i++)
      await callAction(id, flow.path, JSON.stringify(flow.body(`warm-${runId}-${flow.name}-${i}@example.test`)));
    for (let i = 0; i < tries; i++) {
      const order = i % 2 ? ["known", "unknown"] : ["unknown", "known"];
      for (const which of order) {
        const email =
          which === "known"
            ? members[i % members.length]!.email
            : `nobody-${runId}-${flow.name.replace(" ", "-")}-${i}@example.test`;
        const result = await callAction(id, flow.path, JSON.stringify(flow.body(email)));
        if (!result.ok) failed++;
        (which === "known" ? known : unknown).push(result.ms);
      }
    }
    const [k, u] = [median(known), median(unknown)];
    const difference = Math.abs(k - u);
    console.log(
      `| ${flow.name} | ${k.toFixed(1)} | ${u.toFixed(1)} | ${difference.toFixed(1)} | ${failed} | ${difference <= TIMING_GOAL_MS ? "PASS" : "FAIL"} |`,
    );
  }
}

// ---------------------------------------------------------------------------- mail to one address

const MAIL_GOAL = 6;

async function benchMail(victim: string, changers: LoadMember[]) {
  const ids = actionIds();
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const address = victim.toLowerCase();
  const passphrase = "a long passphrase";
  // Each kind as many times a quarter of an hour as its per-address (e-mail) limit allows.
  const kinds = [
    { name: "sign-in link", key: "lib/actions/auth.ts#requestMagicLink", path: "/auth/sign-in", times: 5 },
    { name: "sign-up", key: "lib/actions/auth.ts#requestSignUp", path: "/auth/sign-up", times: 5 },
    { name: "reset", key: "lib/actions/auth.ts#requestPasswordReset", path: "/auth/reset-password", times: 5 },
    { name: "subscription", key: "lib/actions/subscriptions.ts#subscribeByEmail", path: "/subscriptions", times: 3 },
    { name: "manage link", key: "lib/actions/subscriptions.ts#requestManageLink", path: "/subscriptions", times: 1 },
  ];
  const bodies: Record<string, unknown> = {
    "sign-up": { email: victim, password: passphrase, confirmPassword: passphrase },
    subscription: { email: victim, topic: "type:NEWS", rhythm: "DAILY", nickname: "" },
    "manage link": { email: victim, nickname: "" },
  };
  const answered = new Map<string, { sent: number; ok: number; refusals: Set<string> }>();
  const count = (name: string, result: Sent & { ok: boolean }) => {
    const row = answered.get(name) ?? { sent: 0, ok: 0, refusals: new Set<string>() };
    row.sent++;
    if (result.ok) row.ok++;
    else row.refusals.add(/"error":"(\w+)"/.exec(result.body)?.[1] ?? `HTTP ${result.status}`);
    answered.set(name, row);
  };
  const rounds = 4;
  const changeId = ids.get("lib/actions/account-security.ts#changeMyEmail")!;
  // Members without a password prove themselves by a session begun with a link a short while ago.
  await client.query(`UPDATE "Session" SET "createdAt" = now() WHERE "userId" = ANY($1)`, [changers.map((m) => m.id)]);
  for (let round = 0; round < rounds; round++) {
    if (round > 0) {
      // A quarter of an hour passes for this address: its 15-minute windows end, its timestamps age.
      await client.query(`DELETE FROM "RateLimit" WHERE key = ANY($1)`, [
        ["magic-link", "sign-up", "reset"].map((k) => `${k}:email:${address}`),
      ]);
      await client.query(
        `UPDATE "RateLimit" SET "windowStart" = "windowStart" - interval '15 minutes' WHERE key = $1`,
        [`mail-to:${address}`],
      );
      await client.query(
        `UPDATE "SubscriberAddress" SET "confirmationSentAt" = "confirmationSentAt" - interval '15 minutes' WHERE email = $1`,
        [address],
      );
    }
    // Other members moving their account to the address (each member's own limit: 5 an hour).
    for (const member of changers.slice(round * 5, round * 5 + 5)) {
      const body = JSON.stringify([{ email: victim, currentPassword: "" }]);
      count("e-mail change", await callAction(changeId, "/user/account", body, { cookie: member.cookie }));
    }
    for (const kind of kinds) {
      const id = ids.get(kind.key)!;
      for (let i = 0; i < kind.times; i++)
        count(kind.name, await callAction(id, kind.path, JSON.stringify([bodies[kind.name] ?? { email: victim }])));
    }
  }
  const mails = Number(
    (await client.query(`SELECT count(*) AS n FROM "OutgoingMail" WHERE lower("to") = $1`, [address])).rows[0].n,
  );
  await client.end();
  console.log(
    `\nMail to one address in an hour (${rounds} rounds a quarter of an hour apart, a fresh client each request):`,
  );
  console.log("| request | sent | answered ok | other answers |");
  console.log("|---|---|---|---|");
  for (const [name, row] of answered)
    console.log(`| ${name} | ${row.sent} | ${row.ok} | ${[...row.refusals].join(", ") || "-"} |`);
  console.log(`\n| mails the address received | goal at most ${MAIL_GOAL} |`);
  console.log("|---|---|");
  console.log(`| ${mails} | ${mails <= MAIL_GOAL ? "PASS" : "FAIL"} |`);
}

// ---------------------------------------------------------------------------- main

async function abuseDatabase(serverUrl: string) {
  const url = new URL(serverUrl);
  url.pathname = "/covid_bench_abuse";
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!(await admin.query("SELECT 1 FROM pg_database WHERE datname = 'covid_bench_abuse'")).rowCount)
    await admin.query('CREATE DATABASE "covid_bench_abuse"');
  await admin.end();
  await migrate(url.toString());
  process.env.DATABASE_URL = url.toString();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  if (!(await client.query(`SELECT 1 FROM "Article" LIMIT 1`)).rowCount) {
    const { seed } = await import("../prisma/seed/index");
    await seed({ volume: 0 });
  }
  // Earlier runs' windows would refuse this run's requests.
  await client.query(`DELETE FROM "RateLimit"`);
  return { url: url.toString(), client };
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  process.env.PORT = String(port);
  generateClient();
  ensureLocalSecret();
  const db = await openDatabase();
  const { client } = await abuseDatabase(db.url);
  // The first for the bodies, one per try for the timing, the last 21 for the mail (a victim, 20 movers).
  const members = await createMembers(client, Math.max(tries, 1) + 22, runId);
  await client.end();
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(
    `# npm run bench:abuse, ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${load.join(" ")}`,
  );
  try {
    if (!process.argv.includes("--no-build")) {
      const tsconfig = readFileSync("tsconfig.json", "utf8");
      const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
        stdio: "inherit",
        env: process.env,
      });
      writeFileSync("tsconfig.json", tsconfig);
      if (build.status !== 0) throw new Error("build failed");
    }
    const server = spawn(process.execPath, ["server.mjs", "-p", String(port)], {
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, TRUSTED_PROXIES: "1", NODE_ENV: "production" },
    });
    try {
      await waitFor(`${base}/api/health`, 120);
      if (!only || only === "bodies") await benchBodies(server.pid!, members[0]!);
      if (!only || only === "timing") await benchTiming(members.slice(1, -21));
      if (!only || only === "mail") await benchMail(members.at(-21)!.email, members.slice(-20));
      console.log(
        `\nload average at the end: ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(" ")}`,
      );
    } finally {
      process.kill(-server.pid!, "SIGTERM");
    }
  } finally {
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
