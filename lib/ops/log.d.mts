// Types of lib/ops/log.mjs (plain JavaScript, loaded by server.mjs without a build).
import type { AsyncLocalStorage } from "node:async_hooks";
import type { DestinationStream, Logger } from "pino";

export declare const requestContext: AsyncLocalStorage<{ requestId: string }>;
export declare function currentRequestId(): string | undefined;
export declare function scrub(text: string): string;
export declare function scrubValue(value: unknown): unknown;
export declare function createLogger(destination?: DestinationStream): Logger;
export declare const log: Logger;
export declare function logFor(part: string): Logger;
export declare function captureLogs(): { lines: string[]; stop: () => string[] };
export declare function routeConsole(logger?: Logger): void;
