import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fillTemplate, nginxBin, nginxMain, nginxDir, nginxSite } from "../../scripts/stack";
import { IDLE_AFTER_CLOSE_MS, shutdownSettings } from "@/lib/ops/drain.mjs";

// The production example's nginx file (deploy/nginx/covid.conf) as npm run stack and bench:proxy fill it
// in: every value given, the TLS lines only in the server version, a process being replaced marked down,
// and (where nginx is installed) a configuration nginx itself accepts.
const hasNginx = spawnSync(nginxBin, ["-v"]).status === 0;

describe("the stack's configuration files", () => {
  it("fills every value, keeps TLS lines only with TLS, and refuses a missing value", () => {
    expect(fillTemplate("a {{X}}\n#tls b {{X}}\nc", { X: "1" })).toBe("a 1\nc");
    expect(fillTemplate("a {{X}}\n#tls b {{X}}\nc", { X: "1" }, true)).toBe("a 1\nb 1\nc");
    expect(() => fillTemplate("{{MISSING}}", {})).toThrow(/MISSING/);

    const local = nginxSite({ listen: "127.0.0.1:8080", servers: [8081, 8082], down: [8082], cacheDir: "/c" });
    expect(local).not.toMatch(/\{\{|ssl_certificate|^#tls/m);
    expect(local).toContain("server 127.0.0.1:8081 max_fails=1 fail_timeout=1s;");
    expect(local).toContain("server 127.0.0.1:8082 down;");
    expect(local).toContain("limit_conn covid_addr 64;");

    const production = nginxSite({
      listen: "443 ssl http2",
      servers: [3001, 3002],
      cacheDir: "/var/cache/nginx/covid",
      tls: { serverName: "covid.example.org" },
    });
    expect(production).toContain("ssl_certificate /etc/letsencrypt/live/covid.example.org/fullchain.pem;");
    expect(production).toContain("return 301 https://$host$request_uri;");
    expect(production).not.toContain("{{");
  });

  it("lets nginx close its idle connections to a draining process before that process would", () => {
    // Otherwise nginx may send a request (a POST it would not retry) on a connection the app is cutting.
    const site = nginxSite({ listen: "127.0.0.1:8080", servers: [8081], cacheDir: "/c" });
    const upstream = /upstream covid_app \{([^}]*)\}/.exec(site)?.[1] ?? "";
    const idle = /^\s*keepalive_timeout (\d+)s;/m.exec(upstream);
    expect(idle, "keepalive_timeout in the upstream block").not.toBeNull();
    expect(Number(idle![1]) * 1000).toBeLessThan(IDLE_AFTER_CLOSE_MS);
    // And a process that refused a connection is tried again before the next one closes its port:
    // with every process left aside nginx would answer 502 ("no live upstreams").
    const failTimeout = /fail_timeout=(\d+)s/.exec(upstream);
    expect(failTimeout, "fail_timeout on each server").not.toBeNull();
    expect(Number(failTimeout![1]) * 1000).toBeLessThan(shutdownSettings({}).graceMs);
  });

  it.skipIf(!hasNginx)("is accepted by nginx", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "covid-nginx-"));
    try {
      nginxDir(dir);
      const site = path.join(dir, "covid.conf");
      writeFileSync(
        site,
        nginxSite({ listen: "127.0.0.1:1", servers: [2, 3], down: [3], cacheDir: path.join(dir, "cache") }),
      );
      writeFileSync(path.join(dir, "nginx.conf"), nginxMain(dir, [site]));
      const check = spawnSync(nginxBin, ["-t", "-p", dir, "-c", "nginx.conf"], { encoding: "utf8" });
      expect(check.status, check.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
