// Bundles the service worker (sw/worker.ts, with Serwist) into public/sw.js, minified, for the
// browser. next.config.ts calls it once per production build, so every `next build` (npm run
// build, npm test, the bench) ships the worker of its code; `npx tsx scripts/build-sw.ts` does it
// alone. The build id reaches the worker as a query parameter when the page registers it
// (components/offline/offline-client.ts). Fails if the worker grows past 30 kB gzipped.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildSync } from "esbuild";

const budget = 30 * 1024;

/** Writes public/sw.js under `root`; returns its gzipped size in bytes. */
export function buildServiceWorker(root = process.cwd()): number {
  const out = path.join(root, "public/sw.js");
  buildSync({
    entryPoints: [path.join(root, "sw/worker.ts")],
    outfile: out,
    bundle: true,
    minify: true,
    format: "iife",
    target: ["es2020"],
    legalComments: "none",
    logLevel: "error",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const size = gzipSync(readFileSync(out)).length;
  if (size > budget) throw new Error(`public/sw.js is ${size} bytes gzipped, over its budget of ${budget}`);
  return size;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  console.log(`public/sw.js: ${(buildServiceWorker() / 1024).toFixed(1)} kB gzipped`);
}
