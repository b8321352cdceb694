import { describe, expect, it } from "vitest";
import { decideClientAddress, trustedProxyCount } from "@/lib/security/client-address.mjs";
import { readServerEnv } from "@/lib/env";

describe("the client address (server.mjs)", () => {
  it("without trusted proxies is the socket's peer, whatever X-Forwarded-For says", () => {
    expect(decideClientAddress({ socket: "203.0.113.7", forwardedFor: "198.51.100.1", trusted: 0 })).toBe(
      "203.0.113.7",
    );
    expect(decideClientAddress({ socket: "::ffff:203.0.113.7", forwardedFor: undefined, trusted: 0 })).toBe(
      "203.0.113.7",
    );
    expect(decideClientAddress({ socket: "::1", forwardedFor: ["1.1.1.1", "2.2.2.2"], trusted: 0 })).toBe("::1");
    expect(decideClientAddress({ socket: undefined, forwardedFor: "1.1.1.1", trusted: 0 })).toBe("unknown");
  });

  it("with N trusted proxies is the hop N places from the end", () => {
    const forwardedFor = "10.0.0.1, 198.51.100.9 , 192.0.2.4";
    expect(decideClientAddress({ socket: "127.0.0.1", forwardedFor, trusted: 1 })).toBe("192.0.2.4");
    expect(decideClientAddress({ socket: "127.0.0.1", forwardedFor, trusted: 2 })).toBe("198.51.100.9");
    expect(decideClientAddress({ socket: "127.0.0.1", forwardedFor, trusted: 3 })).toBe("10.0.0.1");
    // Fewer hops than proxies: the first hop; no header at all: the socket's peer.
    expect(decideClientAddress({ socket: "127.0.0.1", forwardedFor, trusted: 5 })).toBe("10.0.0.1");
    expect(decideClientAddress({ socket: "127.0.0.1", forwardedFor: undefined, trusted: 1 })).toBe("127.0.0.1");
    expect(decideClientAddress({ socket: "127.0.0.1", forwardedFor: " , ", trusted: 1 })).toBe("127.0.0.1");
    // Repeated headers, as Node may give them.
    expect(decideClientAddress({ socket: "127.0.0.1", forwardedFor: ["10.0.0.1", "192.0.2.4"], trusted: 1 })).toBe(
      "192.0.2.4",
    );
  });

  it("a forged hop before the trusted ones changes nothing; a hop that is no address falls back to the socket", () => {
    const real = decideClientAddress({ socket: "10.9.9.9", forwardedFor: "192.0.2.4", trusted: 1 });
    const forged = decideClientAddress({ socket: "10.9.9.9", forwardedFor: "6.6.6.6, 192.0.2.4", trusted: 1 });
    expect(forged).toBe(real);
    expect(decideClientAddress({ socket: "10.9.9.9", forwardedFor: "<script>", trusted: 1 })).toBe("10.9.9.9");
    expect(decideClientAddress({ socket: "10.9.9.9", forwardedFor: "x".repeat(5000), trusted: 1 })).toBe("10.9.9.9");
    expect(decideClientAddress({ socket: "10.9.9.9", forwardedFor: "[2001:db8::1]", trusted: 1 })).toBe("2001:db8::1");
  });

  it("reads TRUSTED_PROXIES as 0-10, unset meaning 0, and refuses anything else", () => {
    expect(trustedProxyCount(undefined)).toBe(0);
    expect(trustedProxyCount("")).toBe(0);
    expect(trustedProxyCount("0")).toBe(0);
    expect(trustedProxyCount("2")).toBe(2);
    for (const bad of ["-1", "1.5", "yes", "11", "100"])
      expect(() => trustedProxyCount(bad)).toThrow(/TRUSTED_PROXIES/);
    expect(() => readServerEnv({ TRUSTED_PROXIES: "many" })).toThrow(/TRUSTED_PROXIES/);
    expect(readServerEnv({ TRUSTED_PROXIES: "1" }).TRUSTED_PROXIES).toBe("1");
  });
});
