// The one place environment variables are read and validated (the browser's NEXT_PUBLIC_ ones
// through lib/public-env.ts). Every variable is optional for local use; see .env.example and
// docs/operations.md for what happens when each is unset. Not here: NODE_ENV, NEXT_RUNTIME and NEXT_PHASE,
// which Next replaces at build time, and lib/cache/handler.mjs, which Node loads on its own.
import { z } from "zod";

const url = z.url();
// A whole number kept as the string server.mjs reads (lib/security/server-limits.mjs checks the same).
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `must be a whole number from ${min} to ${max}`)
    .refine((v) => Number(v) >= min && Number(v) <= max, `must be a whole number from ${min} to ${max}`)
    .optional();

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
    .optional(),
  // PgBouncer (transaction mode) in front of DATABASE_URL's database, for the app's own queries through
  // Prisma only (lib/db.ts); the LISTEN connections and pg-boss need a session and keep DATABASE_URL.
  DATABASE_POOLER_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
    .optional(),
  // Connections each app process keeps to PostgreSQL (lib/db.ts). Under load a write waits for one
  // at every query; pg's default of 10 made writes queue behind each other under load.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(30),
  NEXTAUTH_URL: url.optional(),
  NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  // Where contribute and support notifications go (default staff@localhost, the dev outbox).
  STAFF_EMAIL: z
    .string()
    .regex(/^[^\s@]+@[^\s@]+$/, "must be an e-mail address")
    .optional(),
  SENTRY_DSN: url.optional(),
  TRANSLATE_URL: url.optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // How many reverse proxies in front of server.mjs append to X-Forwarded-For (0: the socket's peer is
  // the client). Read by server.mjs (lib/security/client-address.mjs), validated here too.
  TRUSTED_PROXIES: z
    .string()
    .regex(/^\d{1,2}$/, "must be a whole number from 0 to 10")
    .refine((v) => Number(v) <= 10, "must be a whole number from 0 to 10")
    .optional(),
  // The graceful stop (lib/ops/drain.mjs, read by server.mjs, validated here too): how long readiness
  // fails before the listening socket closes, and how long requests in flight may still take.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(3_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  // Prometheus metrics of this process (lib/ops/metrics.mjs): its own port (unset: none), the address
  // it listens on (127.0.0.1), and a bearer token the scraper must send when set.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().max(255).default("127.0.0.1"),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // Limits of server.mjs that hold with no proxy in front (lib/security/server-limits.mjs, through
  // which server.mjs reads them; validated here too): open connections, and the seconds a client has
  // to send its headers and its whole request. Unset: 1000, 10 and 60.
  MAX_CONNECTIONS: wholeNumber(1, 1_000_000),
  HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 600),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 3600),
  // Pins the id of a production build (next.config.ts); a random one per build otherwise.
  BUILD_ID: z.string().max(200).optional(),
  // Where `next build` writes and `next start` reads (the load script builds into .next-load).
  NEXT_DIST_DIR: z.string().optional(),
  // "off": Next's per-process page cache instead of the one shared through PostgreSQL.
  NEXT_SHARED_CACHE: z.string().optional(),
  // How long the outbox waits before retrying a mail SMTP refused, doubled after each failure up to
  // 6 hours (lib/mail/outbox.ts; the retry is a job, lib/mail/jobs.ts).
  MAIL_RETRY_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  // Subscription mail: how many a minute go to the SMTP server, and "off" to run the
  // background jobs (lib/background-jobs.ts: mail retries, pruning, alerts, digests, sending, scheduled
  // publishing) only in `npm run worker`, not in the app's processes.
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  SUBSCRIPTION_JOBS: z.enum(["on", "off"]).default("on"),
  // Overrides of each edition's digest time zone ("en=America/Chicago,pt=America/Manaus").
  DIGEST_TIME_ZONES: z.string().optional(),
  // "1" only under the e2e harness: /test-error throws so the error page can be tested.
  ENABLE_TEST_ROUTES: z.string().optional(),
  // S3-compatible storage for uploaded images (lib/media/s3.ts); unset: the bytes stay in PostgreSQL.
  S3_ENDPOINT: url.optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  // "true" for servers that want the bucket in the path (MinIO and most self-hosted ones).
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  // Aggregation (docs/aggregation.md). TEST ONLY, never set in production: loopback addresses or
  // ranges ("127.0.0.1,127.0.0.0/8,::1") the feed fetcher may reach, for the tests' fixture server.
  // Nothing else can be allowed: every private, loopback or reserved address is refused otherwise.
  FEED_FETCH_ALLOW_ADDRESSES: z
    .string()
    .max(1000)
    .refine(
      (v) => v.split(",").every((entry) => isLoopbackEntry(entry.trim())),
      "must list loopback addresses or ranges only (127.0.0.0/8, ::1)",
    )
    .optional(),
  // "off": this process never polls feeds (the app's processes next to a worker that does).
  FEED_JOBS: z.enum(["on", "off"]).default("on"),
  // How many feeds one process fetches at once (never more than one at a time per host).
  FEED_FETCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  // The least time between the end of one request to a host and the start of the next, across
  // every process that fetches (lib/aggregation/host-gate.ts).
  FEED_FETCH_HOST_GAP_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // The worker's CPU priority (nice, 0 to 19), and its PostgreSQL sessions' where they can be
  // lowered (lib/ops/priority.ts): batch work takes the CPU the pages leave.
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  // A CPU-weighted control group (cgroup v2, or v1's cpu controller) the worker moves itself into, and
  // its PostgreSQL sessions' backends where it may (lib/ops/priority.ts). Unset: none.
  WORKER_CGROUP: z
    .string()
    .regex(/^\/[^\0]*$/, "must be an absolute path")
    .optional(),
});

/** True for "127.x.y.z", "127.0.0.0/8"-style ranges inside 127.0.0.0/8, "::1" and "::1/128". */
function isLoopbackEntry(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  if (rest.length) return false;
  if (/^127(\.\d{1,3}){3}$/.test(address) && address.split(".").every((n) => Number(n) <= 255))
    return bits === undefined || (/^\d{1,2}$/.test(bits) && Number(bits) >= 8 && Number(bits) <= 32);
  return address === "::1" && (bits === undefined || bits === "128");
}

// Half an S3 configuration would quietly keep images in PostgreSQL: all four or none.
const s3Keys = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const checkedServerSchema = serverSchema.superRefine((env, context) => {
  const missing = s3Keys.filter((key) => !env[key]);
  if (missing.length > 0 && missing.length < s3Keys.length)
    for (const key of missing)
      context.addIssue({ code: "custom", path: [key], message: "must be set with the other S3_ variables" });
  if (Number(env.HEADERS_TIMEOUT_SECONDS ?? 10) > Number(env.REQUEST_TIMEOUT_SECONDS ?? 60))
    context.addIssue({
      code: "custom",
      path: ["HEADERS_TIMEOUT_SECONDS"],
      message: "must not be longer than REQUEST_TIMEOUT_SECONDS",
    });
});

const publicSchema = z.object({
  NEXT_PUBLIC_POSTHOG_KEY: z.string().optional(),
  NEXT_PUBLIC_POSTHOG_HOST: url.optional(),
  NEXT_PUBLIC_SENTRY_DSN: url.optional(),
  NEXT_PUBLIC_BUILD_ID: z.string().max(200).optional(),
  NEXT_PUBLIC_OFFLINE: z.enum(["on", "off"]).optional(),
});

// Empty strings in .env files mean "unset".
const present = (source: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));

function parse<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.infer<T> {
  const result = schema.safeParse(present(source));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment variables:\n${lines}`);
  }
  return result.data;
}

/** The server's variables from `source`; throws one message naming every invalid one. */
export const readServerEnv = (source: Record<string, string | undefined>) => parse(checkedServerSchema, source);

/** The NEXT_PUBLIC_ variables from `source` (lib/public-env.ts reads them for the browser). */
export const readPublicEnv = (source: Record<string, string | undefined>) => parse(publicSchema, source);

let server: z.infer<typeof serverSchema> | undefined;

/** Server-side variables; throws if read in a browser bundle. */
export function serverEnv() {
  if (typeof window !== "undefined") throw new Error("serverEnv() is server-only");
  server ??= readServerEnv(process.env);
  return server;
}

/** Checks every variable once, at build and start (next.config.ts), rather than on first use. */
export function checkEnv(): void {
  serverEnv();
  readPublicEnv(process.env);
}

/** The public origin of the site, e.g. https://example.org (from NEXTAUTH_URL, else localhost:PORT). */
export function siteOrigin(): string {
  const env = serverEnv();
  return env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).origin : `http://localhost:${env.PORT}`;
}

/** True for a URL on this machine: localhost, 127.0.0.0/8 or [::1]. */
export function isLocalUrl(value: string): boolean {
  const host = new URL(value).hostname;
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Why a production server must not start with `env`, one sentence each saying what to set (empty
 * when it may). A site on a public address fails closed: it needs https (so the session cookie is
 * Secure) and its own secret; a local production start keeps the secret generated into .data/.
 */
export function productionStartProblems(env: Record<string, string | undefined>): string[] {
  const { NEXTAUTH_URL, NEXTAUTH_SECRET, FEED_FETCH_ALLOW_ADDRESSES } = readServerEnv(env);
  if (!NEXTAUTH_URL || isLocalUrl(NEXTAUTH_URL)) return [];
  const problems: string[] = [];
  if (FEED_FETCH_ALLOW_ADDRESSES)
    problems.push("FEED_FETCH_ALLOW_ADDRESSES is for tests only: unset it on a public site.");
  if (new URL(NEXTAUTH_URL).protocol !== "https:")
    problems.push(`NEXTAUTH_URL (${NEXTAUTH_URL}) must start with https:// on a public address.`);
  if (!NEXTAUTH_SECRET)
    problems.push(
      "NEXTAUTH_SECRET must be set to a random string of at least 32 characters (e.g. `openssl rand -base64 32`).",
    );
  return problems;
}
