// Prisma's WebAssembly schema engine: creates and applies migrations without the native engine,
// writing `_prisma_migrations` exactly as `prisma migrate deploy` does.
import { readFile, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { randomUUID } from "node:crypto";
import pg from "pg";
import path from "node:path";
import { createRequire } from "node:module";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import { parse } from "pg-connection-string";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";

export const schemaPath = path.resolve("prisma/schema.prisma");
export const migrationsDir = path.resolve("prisma/migrations");

// The engine reports a Rust panic's message through this global before throwing.
const panics = {
  message: "",
  set_message(message: string) {
    this.message = `schema engine panic: ${message}`;
  },
};
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: typeof panics }).PRISMA_WASM_PANIC_REGISTRY = panics;

let instantiated: Promise<void> | undefined;

// The module is instantiated once per process; a second instance would invalidate the first.
function instantiate(): Promise<void> {
  instantiated ??= load();
  return instantiated;
}

async function load(): Promise<void> {
  const jsFile = createRequire(path.resolve("package.json")).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bytes = await readFile(path.join(path.dirname(jsFile), "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
}

// pg lets a connection string override `database`, which would point the shadow database at the
// real one; so the adapter gets discrete fields.
function poolConfig(url: string) {
  const c = parse(url);
  return {
    host: c.host ?? "127.0.0.1",
    port: Number(c.port ?? 5432),
    user: c.user,
    password: c.password,
    database: c.database ?? undefined,
    ssl: c.ssl ? { rejectUnauthorized: false } : undefined,
  };
}

// adapter-pg's own shadow database drops itself before closing its pool, which fails;
// this one closes first and drops WITH (FORCE).
async function connectShadow(url: string) {
  const config = poolConfig(url);
  const name = `prisma_shadow_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client(config);
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const adapter = await new PrismaPg({ ...config, database: name }).connect();
  const dispose = adapter.dispose.bind(adapter);
  adapter.dispose = async () => {
    await dispose();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
  return adapter;
}

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;

// adapter-pg splits scripts on every ";", which breaks function bodies ($$ ... $$). PostgreSQL's
// simple query protocol runs a whole multi-statement script itself, as Prisma's native engine does.
// Schema introspection reads catalog columns of PostgreSQL's one-byte "char" type (OID 18), which
// adapter-pg does not map; they are reported to the engine as the Character type it expects.
const CHAR_OID = 18;
const TEXT_OID = 25;
type QueryIO = (query: unknown) => Promise<{ fields: { dataTypeID: number }[] }>;

function charColumns(adapter: Adapter) {
  const inner = adapter as unknown as { performIO: QueryIO };
  const performIO = inner.performIO;
  const queryRaw = adapter.queryRaw;
  adapter.queryRaw = async (query) => {
    const chars: number[] = [];
    const io: QueryIO = async (q) => {
      const result = await performIO.call(adapter, q);
      result.fields = result.fields.map((field, i) => {
        if (field.dataTypeID !== CHAR_OID) return field;
        chars.push(i);
        return { ...field, dataTypeID: TEXT_OID };
      });
      return result;
    };
    const result = await queryRaw.call(Object.create(adapter, { performIO: { value: io } }), query);
    for (const i of chars) result.columnTypes[i] = ColumnTypeEnum.Character;
    return result;
  };
}

function wholeScripts(adapter: Adapter) {
  const client = adapter.underlyingDriver() as pg.Pool;
  const onError = (adapter as unknown as { onError(e: unknown): never }).onError.bind(adapter);
  adapter.executeScript = async (script: string) => {
    try {
      await client.query(script);
    } catch (error) {
      onError(error);
    }
  };
}

/** Opens the engine on a database; `close` frees it and ends every connection it opened. */
export async function openEngine(url: string) {
  await instantiate();
  const schema = await readFile(schemaPath, "utf8");
  const log = (line: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(line);
  };
  const factory = new PrismaPg(poolConfig(url));
  const opened: { dispose(): Promise<void> }[] = [];
  const track = (adapter: Adapter) => {
    opened.push(adapter);
    wholeScripts(adapter);
    charColumns(adapter);
    return adapter;
  };
  const tracking: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => track(await factory.connect()),
    connectToShadowDb: async () => track(await connectShadow(url)),
  };
  const engine = await bg.SchemaEngine.new(
    { datamodels: [[schemaPath, schema]] },
    log,
    bindMigrationAwareSqlAdapterFactory(tracking),
  );
  const close = async () => {
    engine.free();
    await Promise.allSettled(opened.map((a) => a.dispose()));
  };
  return { engine, close };
}

export async function listMigrations(): Promise<bg.MigrationList> {
  const names = existsSync(migrationsDir)
    ? (await readdir(migrationsDir, { withFileTypes: true }))
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: existsSync(lockPath) ? await readFile(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      names.map(async (name) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: { tag: "ok", value: await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8") },
        },
      })),
    ),
  } as bg.MigrationList;
}

export const noFilter = { externalTables: [], externalEnums: [] };
