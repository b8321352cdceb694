// Types of server/in-flight-outage.mjs (plain JavaScript, loaded by the server without a build).
export declare const RETRY_AFTER_SECONDS: number;
export declare function inFlightOutage(
  status: number,
  down: boolean,
): { status: 503; headers: Record<"Retry-After" | "Cache-Control", string> } | null;
export declare function databaseDown(): boolean;
