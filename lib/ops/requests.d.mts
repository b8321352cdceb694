// Types of lib/ops/requests.mjs (plain JavaScript, loaded by server.mjs without a build).
import type { IncomingHttpHeaders, Server } from "node:http";
import type { PageMemory } from "../cache/page-memory.mjs";

export declare function requestIdOf(header: string | string[] | undefined, trusted: number): string;
export declare function routeKind(method: string, path: string, headers: IncomingHttpHeaders): string;
export declare function observeRequests(server: Server, options: { trusted: number }): void;
export declare function countPageMemory(memory: PageMemory): PageMemory;
