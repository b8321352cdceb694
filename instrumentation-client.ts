// Runs in the browser before the page is interactive (Next 16 convention). Sentry is loaded only
// when a DSN was configured at build time, and then lazily, so it never weighs on first load.
import { sentryOptions } from "@/lib/errors/sentry-options";
import { publicEnv } from "@/lib/public-env";

const dsn = publicEnv.sentryDsn;

if (dsn) {
  void import("@sentry/nextjs").then((Sentry) => Sentry.init(sentryOptions(dsn)));
}
