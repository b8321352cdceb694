// Types of server/steps.mjs (plain JavaScript, loaded by the server without a build).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PageMemory } from "../lib/cache/page-memory.mjs";

export type Exchange = {
  request: IncomingMessage;
  response: ServerResponse;
  status?: number;
  nextCacheControl?: string;
  headersInCall?: boolean;
  recording?: ReturnType<PageMemory["record"]>;
};
export type Step = {
  name: string;
  arrive?: (exchange: Exchange) => boolean | void;
  leave?: (exchange: Exchange) => boolean | void;
};

export declare function runSteps(steps: readonly Step[], request: IncomingMessage, response: ServerResponse): boolean;
export declare function clientAddress(trusted: number): Step;
export declare function pageMemory(memory: PageMemory): Step;
export declare const internalHeaders: Step;
export declare const outageRewrite: Step;
export declare function sharedCacheHeaders(seconds: number): Step;
export declare const keepInMemory: Step;
export declare const errorShell: Step;
export declare function responseSteps(settings: { trusted: number; memory: PageMemory; sharedSeconds: number }): Step[];
