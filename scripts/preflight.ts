// What turns a newcomer's failed start into one line that says what failed and what to do, instead
// of a stack trace: a port already taken, a database that cannot be reached. (An old Node.js is
// caught even earlier, by scripts/check-node.mjs.)
import net from "node:net";
import pg from "pg";

/** Whether something already accepts connections on 127.0.0.1:port (or the IPv6 loopback). */
export async function portAnswers(port: number): Promise<boolean> {
  const answers = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
  return (await answers("127.0.0.1")) || (await answers("::1"));
}

/** The port `next dev|start [-p N]` will listen on: -p/--port, else PORT, else 3000. */
export function appPort(args: string[], env: Record<string, string | undefined> = process.env): number {
  const i = args.findIndex((a) => a === "-p" || a === "--port");
  if (i >= 0 && args[i + 1]) return Number(args[i + 1]);
  const inline = args.find((a) => a.startsWith("--port="));
  if (inline) return Number(inline.slice("--port=".length));
  return Number(env.PORT ?? 3000);
}

export function portTakenMessage(port: number, script = process.env.npm_lifecycle_event ?? "dev"): string {
  return `Port ${port} is already in use (is the site or another server already running?): stop it, or choose another port with PORT=${port + 1} npm run ${script}.`;
}

/** Connects once, so a database that cannot be used fails here with the driver's own error code. */
export async function probeDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } finally {
    await client.end().catch(() => {});
  }
}

const unreachableCodes: Record<string, string> = {
  ECONNREFUSED: "nothing answers there",
  ENOTFOUND: "the host name is unknown",
  EAI_AGAIN: "the host name could not be looked up",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host cannot be reached",
  "28P01": "the password was refused",
  "28000": "the role may not connect",
  "3D000": "the database does not exist",
};

function codeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, cause, errors } = e as { code?: unknown; cause?: unknown; errors?: unknown[] };
    if (typeof code === "string" && code in unreachableCodes) return code;
    // AggregateError (IPv4 and IPv6 both refused) keeps the codes in `errors`.
    const inner = Array.isArray(errors) ? errors.map(codeOf).find(Boolean) : undefined;
    if (inner) return inner;
    e = cause;
  }
  const text = String((error as { message?: unknown })?.message ?? error);
  return Object.keys(unreachableCodes).find((code) => text.includes(code));
}

/**
 * One line for a database that cannot be reached or used, or undefined for any other error.
 * `embedded`: the database is the embedded cluster under .data/, not the user's DATABASE_URL.
 */
export function databaseFailure(error: unknown, url: string | undefined, embedded: boolean): string | undefined {
  const code = codeOf(error);
  if (!code) return undefined;
  let where = "the database";
  try {
    const u = new URL(url ?? "");
    where = `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {}
  const fix = embedded
    ? "Stop other copies of the site and try again; if it persists, move .data/ aside to start a fresh embedded database"
    : "Check that PostgreSQL is running and DATABASE_URL is right, or unset DATABASE_URL to use the embedded database";
  return `Cannot use ${where}: ${unreachableCodes[code]} (${code}). ${fix}.`;
}
