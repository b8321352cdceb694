// Types of server/error-shell.mjs (plain JavaScript, loaded by the server without a build).
import type { IncomingMessage, ServerResponse } from "node:http";

export declare const shellRegions: Record<"en" | "es" | "fr" | "pt", string>;
export declare function pathLocale(url: string | undefined): "en" | "es" | "fr" | "pt";
export declare function noteInPayload(html: string): { title: string; text: string } | null;
export declare function fillErrorShell(
  html: string,
  options: { status: 404 | 500; locale: "en" | "es" | "fr" | "pt"; url: string },
): string | null;
export declare function holdErrorShell(request: IncomingMessage, response: ServerResponse): void;
