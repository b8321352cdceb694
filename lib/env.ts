// The one place environment variables are read and validated. Every variable is optional for
// local use; see .env.example and the README for what happens when each is unset.
import { z } from "zod";

const url = z.url();

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
    .optional(),
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
});

const publicSchema = z.object({
  NEXT_PUBLIC_POSTHOG_KEY: z.string().optional(),
  NEXT_PUBLIC_POSTHOG_HOST: url.optional(),
  NEXT_PUBLIC_SENTRY_DSN: url.optional(),
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

let server: z.infer<typeof serverSchema> | undefined;

/** Server-side variables; throws if read in a browser bundle. */
export function serverEnv() {
  if (typeof window !== "undefined") throw new Error("serverEnv() is server-only");
  server ??= parse(serverSchema, process.env);
  return server;
}

/** NEXT_PUBLIC_ variables, inlined into client bundles at build time. */
export function publicEnv() {
  return parse(publicSchema, {
    NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY,
    NEXT_PUBLIC_POSTHOG_HOST: process.env.NEXT_PUBLIC_POSTHOG_HOST,
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  });
}

/** The public origin of the site, e.g. https://example.org (from NEXTAUTH_URL, else localhost:PORT). */
export function siteOrigin(): string {
  const env = serverEnv();
  return env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).origin : `http://localhost:${env.PORT}`;
}
