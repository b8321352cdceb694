// The client part of lib/env.ts: the NEXT_PUBLIC_ variables, each read literally so Next inlines
// its value into browser bundles at build time (a computed process.env[name] would be undefined
// there). lib/env.ts validates the same variables at build and start. Empty means unset.
export const publicEnv = {
  posthogKey: process.env.NEXT_PUBLIC_POSTHOG_KEY || undefined,
  posthogHost: process.env.NEXT_PUBLIC_POSTHOG_HOST || undefined,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
  // Set by next.config.ts for each production build (components/analytics/build-reload.tsx).
  buildId: process.env.NEXT_PUBLIC_BUILD_ID || undefined,
  // "off" builds pages that never register the service worker: the bench's "without the worker"
  // build (scripts/bench/lighthouse.ts). Production leaves it unset (on).
  offline: process.env.NEXT_PUBLIC_OFFLINE !== "off",
};
