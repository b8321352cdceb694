// Types of lib/security/client-address.mjs (plain JavaScript, loaded by server.mjs without a build).
export declare const CLIENT_ADDRESS_HEADER: "x-covid-client-address";
export declare function trustedProxyCount(value: string | undefined): number;
export declare function decideClientAddress(request: {
  socket: string | undefined;
  forwardedFor: string | string[] | undefined;
  trusted: number;
}): string;
