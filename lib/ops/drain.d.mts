// Types of lib/ops/drain.mjs (plain JavaScript, loaded by server.mjs without a build).
import type { Server, ServerResponse } from "node:http";
import type { Logger } from "pino";

export type ShutdownPhase = "streams" | "jobs" | "database";
/** How long a connection with nothing in flight may stay once the port is closed. */
export declare const IDLE_AFTER_CLOSE_MS: number;
export declare function isDraining(): boolean;
export declare function requestsInFlight(): number;
export declare function onShutdown(phase: ShutdownPhase, fn: () => unknown): void;
export declare function trackResponse(response: ServerResponse): void;
export declare function untrackResponse(response: ServerResponse): void;
export declare function shutdownSettings(env: Record<string, string | undefined>): {
  graceMs: number;
  timeoutMs: number;
};
export declare function drainAndStop(
  server: Server,
  options: { graceMs: number; timeoutMs: number; log: Logger },
): Promise<void>;
