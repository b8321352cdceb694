// Types of lib/security/server-limits.mjs (plain JavaScript, loaded by server.mjs without a build).
export declare const CHECK_INTERVAL_MS: number;
export declare function serverLimits(env: Record<string, string | undefined>): {
  maxConnections: number;
  headersTimeout: number;
  requestTimeout: number;
};
export declare function limitConnections(
  server: import("node:http").Server,
  limits: { maxConnections: number; headersTimeout: number },
): void;
