// The one logger of every server process (server.mjs, the Next bundles it loads, `npm run worker`):
// pino writing one JSON line per event to stdout, synchronously (no transport, so no worker
// thread; rotation is the platform's: journald or logrotate, see deploy/). A line carries the
// request id of the request it belongs to (requestContext, set by server.mjs).
//
// No personal data in a line, in two layers: pino's redact paths blank fields by name (password,
// token, cookie, e-mail, authorization, at the top level and one level down), and every string
// that reaches a line (the message, field values, an error's message and stack) goes through
// scrub(), which replaces e-mail addresses, bearer and JWT tokens, credentials in URLs, secret
// query parameters and long opaque tokens. Plain JavaScript: server.mjs loads it without a build.
// Kept on globalThis so server.mjs and the Next bundles share one logger and one request context.
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino from "pino";

const shared = (globalThis.__operations ??= {});

/** The request in progress: `{ requestId }` while server.mjs handles a request. */
export const requestContext = (shared.requestContext ??= new AsyncLocalStorage());

/** The id of the request this code runs for, if any. */
export const currentRequestId = () => requestContext.getStore()?.requestId;

const REDACTED = "[redacted]";
// Field names whose value is personal or secret wherever they appear (lower and camel case).
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "secret",
  "cookie",
  "cookies",
  "authorization",
  "email",
  "to",
  "from",
  "address",
  "set-cookie",
];

const patterns = [
  // Credentials inside a URL (smtp://user:pass@host, postgresql://app:secret@db): before e-mails.
  [/([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+(?::[^\s/@]*)?@/gi, `$1${REDACTED}@`],
  // An address, also percent-encoded (%40) as in a URL's path or query.
  [/[a-z0-9._%+-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi, "[email]"],
  [/\b(bearer|basic)\s+[a-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`],
  [/\beyJ[a-z0-9_-]+\.[a-z0-9_-]+\.[a-z0-9_-]*/gi, "[token]"],
  [
    /\b(token|password|passwd|secret|code|key|signature|email|cookie|session[a-z_-]*|callbackurl)=([^&\s"';,]+)/gi,
    `$1=${REDACTED}`,
  ],
  // Cookie headers and next-auth's session cookie (name=value pairs of a cookie string).
  [/\b((?:__secure-|__host-)?next-auth\.[a-z-]+(?:\.\d+)?)=[^;\s]+/gi, `$1=${REDACTED}`],
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// An opaque token: 32 or more URL-safe characters in a row (sign-in and reset tokens, session ids).
// A UUID (job and request ids) is kept: it names a row, not a secret.
const LONG_TOKEN = /[A-Za-z0-9_-]{32,}/g;

/** `text` with e-mail addresses, tokens, URL credentials and secret parameters replaced. */
export function scrub(text) {
  let out = String(text);
  for (const [pattern, replacement] of patterns) out = out.replace(pattern, replacement);
  return out.replace(LONG_TOKEN, (match) => (UUID.test(match) ? match : "[token]"));
}

const secretField = new Set(SECRET_FIELDS.map((name) => name.toLowerCase()));

/** A copy of `value` safe to log: strings scrubbed, secret fields blanked, errors made plain. */
export function scrubValue(value, depth = 0) {
  if (typeof value === "string") return scrub(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 6) return "[deep]";
  if (value instanceof Error) {
    const plain = { type: value.name, message: scrub(value.message) };
    if (value.stack) plain.stack = scrub(value.stack);
    if (value.code !== undefined) plain.code = value.code;
    if (value.cause !== undefined && value.cause !== value) plain.cause = scrubValue(value.cause, depth + 1);
    return plain;
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubValue(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  const out = {};
  for (const [key, item] of Object.entries(value))
    out[key] = secretField.has(key.toLowerCase()) ? REDACTED : scrubValue(item, depth + 1);
  return out;
}

const redactPaths = SECRET_FIELDS.flatMap((name) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`;
  const child = key.startsWith("[") ? `*${key}` : `*.${key}`;
  return [key, child];
});

// Where lines go: stdout, written synchronously; captureLogs() points it elsewhere for a test.
shared.logTarget ??= pino.destination({ dest: 1, sync: true });
const output = { write: (line) => shared.logTarget.write(line) };

/** Test hook: the lines logged by every logger until `stop()` go to `lines`, not to stdout. */
export function captureLogs() {
  const lines = [];
  const before = shared.logTarget;
  shared.logTarget = { write: (line) => lines.push(line) };
  return { lines, stop: () => ((shared.logTarget = before), lines) };
}

/** A logger writing to `destination` (stdout, through captureLogs' switch, by default). */
export function createLogger(destination = output) {
  return pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactPaths, censor: REDACTED },
      // Errors are already plain, scrubbed objects (formatters.log): pino's serializer would lose the type.
      serializers: { err: (error) => error },
      formatters: {
        level: (label) => ({ level: label }),
        // Runs before pino's serializers: errors become plain scrubbed objects here.
        log: (object) => scrubValue(object),
      },
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { reqId: requestId } : {};
      },
      hooks: {
        // The message and its format arguments, scrubbed before pino joins them.
        logMethod(args, method) {
          const [first, ...rest] = args;
          // log.error(error) and log.error(error, "message"): pino would take the raw message.
          if (first instanceof Error)
            return method.apply(this, [{ err: first }, scrub(rest.length ? String(rest[0]) : first.message)]);
          const scrubbed = rest.map((arg) => (typeof arg === "string" ? scrub(arg) : scrubValue(arg)));
          return method.apply(this, [typeof first === "string" ? scrub(first) : first, ...scrubbed]);
        },
      },
    },
    destination,
  );
}

/** The process's logger (info and above). */
export const log = (shared.logger ??= createLogger());

/** A child logger for one part of the code (`{ part: "jobs" }` on each line). */
export const logFor = (part) => log.child({ part });

/**
 * Sends console.log, info, warn and error (Next's own messages, libraries') through `logger`, so
 * that every line a server process writes is one scrubbed JSON line.
 */
export function routeConsole(logger = log) {
  const levels = { log: "info", info: "info", warn: "warn", error: "error" };
  for (const [method, level] of Object.entries(levels))
    console[method] = (...args) => {
      const error = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      const text = rest.length ? format(...rest) : (error?.message ?? "");
      logger[level]({ source: "console", ...(error && { err: error }) }, text);
    };
}
