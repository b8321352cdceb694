// Runs in the browser before the page is interactive (Next 16 convention). Sentry is loaded only
// when a DSN was configured at build time, and then lazily with its settings, so neither weighs on
// the first load.
import { publicEnv } from "@/lib/public-env";

const dsn = publicEnv.sentryDsn;

if (dsn) {
  void Promise.all([import("@sentry/nextjs"), import("@/lib/errors/sentry-options")]).then(
    ([Sentry, { sentryOptions }]) => Sentry.init(sentryOptions(dsn)),
  );
}
