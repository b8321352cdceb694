// Loaded with `node --import` by scripts that run the app's server modules outside Next (npm run
// worker): "server-only" throws unless React's server condition is on, and that condition cannot
// be used here (next-intl's server build needs Next), so it resolves to an empty module, as in
// tests (vitest.config.ts). Both loaders: tsx runs this project's .ts files as CommonJS.
import Module, { register } from "node:module";
import { fileURLToPath } from "node:url";

const empty = fileURLToPath(new URL("./server-only-empty.cjs", import.meta.url));
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === "server-only" ? empty : request, ...rest);
};
register(
  "data:text/javascript," +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: ${JSON.stringify(new URL("./server-only-empty.cjs", import.meta.url).href)}, shortCircuit: true };
  return next(specifier, context);
}`),
);
