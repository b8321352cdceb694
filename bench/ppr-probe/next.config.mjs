import { fileURLToPath } from "node:url";

// The bench's Cache Components probe (scripts/bench/framework.ts): a bare Next app like bench/bare-next,
// with Cache Components on, whose three pages carry about as much as one of the site's pages (96 kB of
// HTML): fully static, a static shell with one hole that reads a cookie (partial prerendering), and
// rendered per request. It measures what Next itself gives at this page size, with none of the site's
// code. Built under .data/ppr-probe, like the bare app (scripts/bench/bare.ts).
const here = fileURLToPath(new URL(".", import.meta.url));
const config = { turbopack: { root: here }, outputFileTracingRoot: here, cacheComponents: true };
export default config;
