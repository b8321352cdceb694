import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { publicEnv, serverEnv } from "./lib/env";

// Validate the environment once, at build and start, rather than on first use.
serverEnv();
publicEnv();

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // Separate build folders let several builds of one checkout coexist (e.g. parallel test runs).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["pg", "@prisma/adapter-pg"],
  images: { formats: ["image/avif", "image/webp"] },
};

export default withNextIntl(nextConfig);
