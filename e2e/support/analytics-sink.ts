import { createServer, type Server } from "node:http";

// The e2e build's PostHog host (scripts/test.ts builds with NEXT_PUBLIC_POSTHOG_KEY=phc_e2e and
// NEXT_PUBLIC_POSTHOG_HOST=http://127.0.0.1:<analyticsPort()>): a sink that answers every request
// with an empty success, so the analytics client runs as in production without reaching PostHog.
// e2e/analytics.spec.ts intercepts these requests in the browser to read what would be sent.

export const analyticsPort = () =>
  Number(process.env.E2E_ANALYTICS_PORT ?? Number(process.env.E2E_SMTP_PORT ?? 2526) + 1);

export async function startAnalyticsSink(): Promise<() => Promise<void>> {
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const script = /\.js(\?|$)/.test(request.url ?? "");
      response.writeHead(200, {
        "content-type": script ? "text/javascript" : "application/json",
        "access-control-allow-origin": request.headers.origin ?? "*",
        "access-control-allow-credentials": "true",
        "access-control-allow-headers": "content-type",
      });
      response.end(script ? "" : "{}");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(analyticsPort(), "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
