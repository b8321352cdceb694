import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import libCycles from "./eslint/lib-cycles.mjs";

// The shape of the code (docs/architecture.md): app -> components -> lib, with config/ beside lib,
// and server/ (the HTTP server around Next) -> lib; lib never imports app, components or server; no
// import cycles; the generated Prisma client is loaded at run time only inside lib/ (type-only
// imports are fine anywhere). Scripts and the seed load it
// dynamically, after generating it (tests/unit/script-imports.test.ts holds that).
const generatedClient = {
  group: ["@/lib/generated/*", "**/lib/generated/*"],
  allowTypeImports: true,
  message: "Only lib/<domain> talks to the database: import a function from there (type-only imports are fine).",
};
// The app's database client is lib/'s alone: a page, component or route reads through a verb-named
// function of lib/<domain>, so every query has one home and one test. Tests use their own client on
// their own database (tests/support/db.ts); the benchmark scripts, which make and remove thousands of
// rows outside the app, load lib/db.ts with a dynamic import after generating the client, which this
// rule (about static imports) leaves to them.
const databaseClient = {
  group: ["@/lib/db", "**/lib/db", "@/lib/db.ts", "**/lib/db.ts"],
  message: "Only lib/<domain> uses `db`: add a verb-named function there (getThing, listThings) and import that.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.{ts,tsx,mts,mjs}"],
    plugins: { lib: libCycles },
    settings: { "import/resolver": { typescript: { project: "./tsconfig.json" }, node: true } },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "lib/no-cycle": "error",
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./lib", "./config"],
              from: ["./app", "./components"],
              message: "lib/ and config/ never import app/ or components/ (app -> components -> lib).",
            },
            { target: "./components", from: "./app", message: "components/ never import app/ (app -> components)." },
            // The HTTP server around Next is the outermost layer: it imports lib/, nothing imports it.
            {
              target: ["./lib", "./config", "./app", "./components", "./proxy.ts"],
              from: "./server",
              message: "Only the HTTP server (server/) imports server/; move what lib/ also needs into lib/.",
            },
            // Accounts (sign-up, e-mail and password changes, deletion) build on the session and its
            // tokens; the session needs nothing of them.
            { target: "./lib/auth", from: "./lib/accounts", message: "lib/auth never imports lib/accounts." },
            // Languages and paths come first; search-engine metadata (canonical, hreflang, feeds) builds on them.
            { target: "./lib/i18n", from: "./lib/seo", message: "lib/i18n never imports lib/seo." },
            // The job queue is below the jobs; lib/background-jobs.ts, above both, wires them.
            {
              target: "./lib/jobs",
              from: ["./lib/mail", "./lib/maintenance.ts", "./lib/subscriptions", "./lib/newsroom"],
              message: "lib/jobs is the queue; lib/background-jobs.ts starts the jobs.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,mts,mjs}"],
    ignores: ["lib/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [databaseClient] }] },
  },
  {
    files: ["app/**", "components/**", "config/**", "proxy.ts", "instrumentation*.ts", "e2e/**", "scripts/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [generatedClient, databaseClient] }] },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "bench/bare-next/.next/**",
    "bench/ppr-probe/.next/**",
    ".data/**",
    "lib/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    // The service worker, bundled from sw/worker.ts by every production build.
    "public/sw.js",
  ]),
]);
