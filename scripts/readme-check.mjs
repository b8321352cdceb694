// CI proves the README: it runs the README's own commands, as written there, and checks that the
// site answers in its four languages. Plain Node.js with no dependencies, because the first check
// runs on a fresh clone before anything is installed (the README's first command installs).
//
//   node scripts/readme-check.mjs quick-start   the first command of "Quick start" (npm install && npm run dev)
//   node scripts/readme-check.mjs production    "npm run build && npm start" from "Production PostgreSQL",
//                                               on an embedded cluster started through scripts/db
//
// Each starts the command in its own process group, waits for /, /es, /fr and /pt to answer 200,
// then stops the whole group and checks that nothing it started is still listening.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";

const port = 3000;
const paths = ["/", "/es", "/fr", "/pt"];
const mode = process.argv[2];

/** The lines of the first ```sh block after the heading `## {heading}`, comments stripped. */
export function readmeCommands(readme, heading) {
  const section = readme.split(/^## /m).find((s) => s.startsWith(`${heading}\n`));
  const block = section?.match(/```sh\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error(`README: no \`\`\`sh block under "## ${heading}"`);
  return block
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter(Boolean);
}

const listening = (p) =>
  new Promise((resolve) => {
    const socket = net.connect({ port: p, host: "127.0.0.1" });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

async function answers(path) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: "manual" });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Runs `command` in its own process group until every path answers 200, then stops the group. */
async function serveAndCheck(command, env, { timeoutMs, watchPorts }) {
  if (await listening(port)) throw new Error(`port ${port} is already in use before the check`);
  const started = Date.now();
  console.log(`\n=== README check: ${command}`);
  const child = spawn("bash", ["-c", command], { stdio: "inherit", env, detached: true });
  let exited = null;
  child.on("exit", (code, signal) => (exited = { code, signal }));
  const statuses = {};
  try {
    for (const path of paths) {
      for (;;) {
        if (exited)
          throw new Error(`"${command}" exited (${exited.code ?? exited.signal}) before ${path} answered 200`);
        if (Date.now() - started > timeoutMs)
          throw new Error(`${path} did not answer 200 within ${timeoutMs / 1000} s`);
        statuses[path] = await answers(path);
        if (statuses[path] === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      console.log(`=== README check: ${path} answered 200 after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await stopGroup(child);
  }
  for (const p of [port, ...watchPorts()]) {
    if (await listening(p)) throw new Error(`after stopping "${command}", something still listens on port ${p}`);
  }
  return (Date.now() - started) / 1000;
}

/** Ctrl-C, as a person would press it: SIGINT to the whole group, then wait until none of it is left. */
async function stopGroup(child) {
  const alive = () => {
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {}
  };
  signal("SIGINT");
  for (let i = 0; i < 240 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 250));
  if (alive()) {
    signal("SIGKILL");
    throw new Error("what the command started was still running 60 s after Ctrl-C");
  }
}

const embeddedPort = () => {
  try {
    return [JSON.parse(readFileSync(".data/pg.json", "utf8")).port];
  } catch {
    return [];
  }
};

async function main() {
  const readme = readFileSync("README.md", "utf8");
  if (mode === "quick-start") {
    const [command] = readmeCommands(readme, "Quick start");
    const seconds = await serveAndCheck(
      command,
      { ...process.env, PORT: String(port) },
      {
        timeoutMs: 20 * 60_000,
        watchPorts: embeddedPort,
      },
    );
    console.log(`=== README check passed: "${command}" served ${paths.join(" ")} in ${seconds.toFixed(0)} s`);
  } else if (mode === "production") {
    const command = readmeCommands(readme, "Production PostgreSQL").find((line) => line.includes("npm start"));
    if (!command) throw new Error('README: no "npm start" line under "## Production PostgreSQL"');
    // The database: the embedded cluster, kept running through scripts/db while the check runs.
    const db = spawn("node_modules/.bin/tsx", ["scripts/db/run.ts", "serve", "covid_production_check"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const url = await new Promise((resolve, reject) => {
      let out = "";
      db.stdout.on("data", (chunk) => {
        out += chunk;
        const line = out.split("\n").find((l) => l.startsWith("postgresql://"));
        if (line) resolve(line.trim());
      });
      db.on("exit", (code) => reject(new Error(`the embedded database did not start (exit ${code})`)));
    });
    const env = {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: url,
      NEXTAUTH_URL: `http://localhost:${port}`,
      NEXTAUTH_SECRET: "readme-check-secret-readme-check-secret-0123456789",
    };
    try {
      const seconds = await serveAndCheck(command, env, { timeoutMs: 20 * 60_000, watchPorts: () => [] });
      console.log(`=== README check passed: "${command}" served ${paths.join(" ")} in ${seconds.toFixed(0)} s`);
    } finally {
      const stopped = new Promise((resolve) => db.once("exit", resolve));
      db.kill("SIGTERM");
      await stopped;
    }
    if ((await Promise.all(embeddedPort().map(listening))).some(Boolean))
      throw new Error("the embedded database is still running");
  } else {
    throw new Error("usage: node scripts/readme-check.mjs quick-start|production");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`README check failed: ${error.message}`);
    process.exit(1);
  });
}
