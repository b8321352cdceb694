// Runs in the browser before the page is interactive (Next 16 convention). Sentry is loaded only
// when a DSN was configured at build time, and then lazily, so it never weighs on first load.
import { config } from "zod/v4/core";
import { sentryOptions } from "@/components/analytics/sentry-options";

// Zod compiles object parsers with `new Function` when eval is allowed and probes for it first;
// the Content-Security-Policy forbids eval, so the probe would be reported as a violation on every
// page with a form. The interpreted path gives the same results.
config({ jitless: true });

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import("@sentry/nextjs").then((Sentry) => Sentry.init(sentryOptions(dsn)));
}
