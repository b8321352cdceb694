// Starts more production servers of the current build (NEXT_DIST_DIR) on the same database, the
// same way playwright.config.ts starts the first one (scripts/with-db.ts server), so a test can
// send requests to several app processes. From the command line, for trying things by hand:
//   DATABASE_URL=… NEXT_DIST_DIR=… tsx e2e/support/servers.ts 3203 3213
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type Server = { url: string; port: number; stop: () => Promise<void>; child: ChildProcess };

const root = path.resolve(__dirname, "../..");

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server for ${url} did not start within ${timeoutMs} ms`);
}

/**
 * The production server (server.mjs) on `port` with the environment of the e2e server; resolves once
 * /api/health answers. `onOutput` receives its standard output (the JSON log lines) instead of the
 * test's own.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  timeoutMs = 120_000,
  onOutput?: (text: string) => void,
): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    // tsx as a loader, not its CLI: the CLI relays a signal and kills its child outright when the
    // child does not confirm it within 30 ms (a loaded machine), which would cut the graceful stop.
    ["--import", "tsx", "scripts/with-db.ts", "server", "-p", String(port)],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), ENABLE_TEST_ROUTES: "1", TRUSTED_PROXIES: "1", ...env },
      stdio: ["ignore", onOutput ? "pipe" : "inherit", "inherit"],
    },
  );
  child.stdout?.setEncoding("utf8").on("data", (text: string) => onOutput?.(text));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitUntilUp(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop, child };
}

if (require.main === module) {
  const ports = process.argv.slice(2).map(Number);
  if (!ports.length || ports.some((p) => !Number.isInteger(p))) throw new Error("usage: servers.ts <port> [port...]");
  void Promise.all(ports.map((port) => startServer(port))).then((servers) => {
    console.log(`listening: ${servers.map((s) => s.url).join(" ")}`);
    const stopAll = () => void Promise.all(servers.map((s) => s.stop())).then(() => process.exit(0));
    process.on("SIGINT", stopAll);
    process.on("SIGTERM", stopAll);
  });
}
