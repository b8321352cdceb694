import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The shape of the code (docs/architecture.md): app -> components -> lib, with config/ beside lib;
// lib never imports app or components; no import cycles; the generated Prisma client is loaded at
// run time only inside lib/ (type-only imports are fine anywhere). Scripts and the seed load it
// dynamically, after generating it (tests/unit/script-imports.test.ts holds that).
const generatedClient = {
  group: ["@/lib/generated/*", "**/lib/generated/*"],
  allowTypeImports: true,
  message: "Only lib/<domain> talks to the database: import a function from there (type-only imports are fine).",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.{ts,tsx,mts,mjs}"],
    settings: { "import/resolver": { typescript: { project: "./tsconfig.json" }, node: true } },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
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
          ],
        },
      ],
    },
  },
  {
    files: ["app/**", "components/**", "config/**", "proxy.ts", "instrumentation*.ts", "e2e/**", "scripts/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [generatedClient] }] },
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
  ]),
]);
