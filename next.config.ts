import { randomUUID } from "node:crypto";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { checkEnv, productionStartProblems, readPublicEnv, serverEnv } from "./lib/env";
import { buildServiceWorker } from "./scripts/build-sw";

// Validate the environment once, at build and start, rather than on first use.
checkEnv();

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

// One id per build, used by Next as its build id and inlined as NEXT_PUBLIC_BUILD_ID into the
// pages and /api/build, so an open page can tell that a newer build now serves the site
// (components/analytics/build-reload.tsx). It is kept in process.env because Next's build workers
// load this file again and must agree; BUILD_ID may be set to pin it (e.g. to a commit).
function buildId(phase: string): string | undefined {
  if (phase !== PHASE_PRODUCTION_BUILD) return undefined;
  process.env.NEXT_PUBLIC_BUILD_ID ??= serverEnv().BUILD_ID || randomUUID();
  return process.env.NEXT_PUBLIC_BUILD_ID;
}

// The service worker of this build's code (public/sw.js, docs/offline.md), once per build: the
// build's workers load this file again with the flag already set.
function serviceWorker(phase: string) {
  if (phase !== PHASE_PRODUCTION_BUILD || process.env.SERVICE_WORKER_BUILT) return;
  const size = buildServiceWorker();
  process.env.SERVICE_WORKER_BUILT = "1";
  console.log(`Service worker: public/sw.js, ${(size / 1024).toFixed(1)} kB gzipped`);
}

// Security headers of every answer (docs/adr/0028-two-content-security-policies.md). The pages'
// Content-Security-Policy is per request and set by proxy.ts; everything else (API answers, feeds,
// files) may load nothing and be framed by no one. HSTS is sent by production servers only; browsers
// ignore it over plain http, so a local `next start` is unaffected.
function securityHeaders() {
  const every = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(process.env.NODE_ENV === "production"
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
  return [
    { source: "/:path*", headers: every },
    {
      source: "/api/:path*",
      headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
    },
    {
      source: "/:file(sitemap.xml|robots.txt|rss.xml)",
      headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
    },
    {
      source: "/:locale/rss.xml",
      headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
    },
    // Feeds per topic: /feeds/news.xml, /es/feeds/tags/mpox.json.
    ...["/feeds/:path*", "/:locale/feeds/:path*"].map((source) => ({
      source,
      headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
    })),
  ];
}

// A production server on a public address fails closed (lib/env.ts, productionStartProblems).
function checkProductionStart() {
  const problems = productionStartProblems(process.env);
  if (problems.length) throw new Error(`Refusing to start:\n  ${problems.join("\n  ")}`);
  if (!serverEnv().SMTP_URL)
    console.warn("SMTP_URL is not set: mail cannot be sent (sign-in links, notices); it waits in the outbox.");
}

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_SERVER) checkProductionStart();
  const id = buildId(phase);
  serviceWorker(phase);
  return withNextIntl({
    // Separate build folders let several builds of one checkout coexist (e.g. parallel test runs).
    distDir: serverEnv().NEXT_DIST_DIR ?? ".next",
    poweredByHeader: false,
    reactStrictMode: true,
    // pino and prom-client: one copy shared with server.mjs (lib/ops), never bundled.
    serverExternalPackages: ["pg", "@prisma/adapter-pg", "pg-boss", "pino", "prom-client"],
    // Pages and cached data are shared by every app process through PostgreSQL, revalidations
    // included (docs/adr/0026-shared-cache-on-postgresql.md). cacheMaxMemorySize (50 MB) sizes the
    // handler's copy in each process's memory. NEXT_SHARED_CACHE=off (at start) goes back to Next's
    // per-process cache: one process only, or to measure the difference.
    ...(serverEnv().NEXT_SHARED_CACHE !== "off" && { cacheHandler: require.resolve("./lib/cache/handler.mjs") }),
    images: { formats: ["image/avif", "image/webp"] },
    // Server actions read at most this much body (Next's default is 1 MB): the longest form, a forum
    // post of 20,000 characters, is under 128 KB even as 4-byte characters in escaped JSON. Larger
    // bodies are refused before any parsing (a large body costs CPU before any check could refuse it).
    experimental: { serverActions: { bodySizeLimit: "128kb" } },
    headers: async () => securityHeaders(),
    // NEXT_PUBLIC_OFFLINE always has a value in a build: an unset variable would not be inlined, and
    // reading it would bring the browser a `process` shim.
    ...(id && {
      generateBuildId: () => id,
      env: { NEXT_PUBLIC_BUILD_ID: id, NEXT_PUBLIC_OFFLINE: readPublicEnv(process.env).NEXT_PUBLIC_OFFLINE ?? "on" },
    }),
  });
}
