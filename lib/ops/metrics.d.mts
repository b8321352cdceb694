// Types of lib/ops/metrics.mjs (plain JavaScript, loaded by server.mjs without a build).
import type { Server } from "node:http";
import type { Logger } from "pino";
import type { Counter, Gauge, Histogram, Registry } from "prom-client";

export declare const metrics: {
  registry: Registry;
  requests: Counter<"kind" | "status">;
  duration: Histogram<"kind">;
  pageMemory: Counter<"result">;
  sharedCache: Counter<"result">;
  rateLimitRefusals: Counter<"limit">;
  jobFailures: Counter<"name">;
  mailFailures: Counter;
};
export declare function addGauge<L extends string>(
  name: string,
  help: string,
  labelNames: L[],
  collect: (gauge: Gauge<L>) => Promise<void> | void,
): void;
export type MetricsSettings = { port: number | undefined; host: string; token: string | undefined };
export declare function metricsSettings(env: Record<string, string | undefined>): MetricsSettings;
export declare function serveMetrics(settings: MetricsSettings & { port: number }, log: Logger): Promise<Server>;
