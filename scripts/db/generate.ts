// Generates the Prisma client (lib/generated/prisma) when it is missing or older than the schema.
// Generation runs on WebAssembly; Prisma only insists that a schema-engine binary path exists,
// which offline machines cannot download, so any existing file is named.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

export function generateClient({ force = false } = {}) {
  const marker = "lib/generated/prisma/client.ts";
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync("prisma/schema.prisma").mtimeMs;
  if (fresh && !force) return;
  execFileSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: "1", ...process.env },
  });
}

if (process.argv[1]?.endsWith("generate.ts")) generateClient({ force: true });
