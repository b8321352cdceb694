import { defineConfig } from "prisma/config";

// The Prisma CLI's view of the project. The app itself connects through lib/db.ts (adapter-pg);
// on offline machines the project scripts in scripts/db/ migrate with Prisma's WebAssembly engine.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "node scripts/db/run.mjs seed",
  },
  datasource: {
    url: process.env.DATABASE_URL ?? "",
  },
});
