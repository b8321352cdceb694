import { expect, test } from "@playwright/test";
import { sql } from "../support/members";
import { startServer, type Server } from "../support/servers";

// The client address per-address limits count (server.mjs, lib/security/client-address.mjs). The e2e
// server trusts one proxy hop (TRUSTED_PROXIES=1, as every harness that plays several clients); this
// file starts a second process on the same build and database without trusted proxies, as a site
// with no proxy in front runs: there a forged X-Forwarded-For, or a forged header of our own, must
// not choose the address a limit counts.
const a = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
const port = Number(process.env.E2E_THIRD_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 20);

test.describe.configure({ mode: "serial", timeout: 120_000 });

let direct: Server;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  direct = await startServer(port, { TRUSTED_PROXIES: "0" });
});
test.afterAll(async () => {
  await direct?.stop();
});

// Labels no other spec uses (a trusted hop may be any short label, as the form specs' addresses are).
const forged = () => `forged-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
// Windows from the start of this file's minute on: none of them can be pruned while it runs.
const since = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
const counted = async (address: string) =>
  (
    await sql<{ count: number }>(
      `SELECT coalesce(sum(count), 0)::int AS count FROM "RateLimit" WHERE key = $1 AND "windowStart" >= $2`,
      [`find-username:${address.toLowerCase()}`, since],
    )
  )[0]!.count;

async function findUsername(base: string, headers: Record<string, string>) {
  const response = await fetch(`${base}/api/user/find-username`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ username: "someone_free" }),
  });
  expect(response.status).toBe(200);
}

test("without trusted proxies a forged X-Forwarded-For does not change the address a limit counts", async () => {
  const socketBefore = await counted("127.0.0.1");
  const addresses = [forged(), forged(), forged()];
  for (const address of addresses) await findUsername(direct.url, { "x-forwarded-for": address });
  // Our own header cannot be forged either: the server overwrites it.
  const ownHeader = forged();
  await findUsername(direct.url, { "x-covid-client-address": ownHeader, "x-forwarded-for": ownHeader });

  for (const address of [...addresses, ownHeader]) expect(await counted(address), address).toBe(0);
  // All four were counted against the socket's peer (other specs may count there too, never less).
  expect(await counted("127.0.0.1")).toBeGreaterThanOrEqual(socketBefore + 4);
});

test("with one trusted proxy (the e2e server) the last X-Forwarded-For hop is the address", async () => {
  const address = forged();
  const before = await counted(address);
  const spoofed = forged();
  await findUsername(a(), { "x-forwarded-for": `${spoofed}, ${address}` });
  expect(await counted(address)).toBe(before + 1);
  expect(await counted(spoofed)).toBe(0);
});
