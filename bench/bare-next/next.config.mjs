import { fileURLToPath } from "node:url";

// The bench's bare Next app: defaults only. scripts/bench/bare.ts copies this folder under .data/ with
// its own node_modules (hard links) and builds it there; its root is its own folder, so Next does
// not take the site's root (and with it the site's instrumentation and proxy) for its own.
const here = fileURLToPath(new URL(".", import.meta.url));
const config = { turbopack: { root: here }, outputFileTracingRoot: here };
export default config;
