import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(__dirname),
      // server-only throws outside React's server bundle; in tests these modules run on Node anyway.
      "server-only": path.resolve(__dirname, "tests/support/empty.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/support/database.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Integration tests share one fresh database; files run one at a time to keep counts exact.
    fileParallelism: false,
    // next-intl imports "next/navigation" without an extension, which Node's own ESM loader cannot
    // resolve; Vite's can (the server actions under test import the navigation helpers).
    server: { deps: { inline: ["next-intl"] } },
  },
});
