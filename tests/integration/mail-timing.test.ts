import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

// Sign-up, sign-in link and reset answer the same for known and unknown addresses because they
// never send inside the request: the mail is queued and goes out afterwards. This SMTP server holds
// every message until the test releases it; the flows must return while it is still held (a flow
// that waited for SMTP would hang here until the test's time-out).
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));
const received: string[] = [];
const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  // The outbox keeps its pooled connections open: close them at once at the end, not after 30 s.
  closeTimeout: 100,
  onData(stream, session, callback) {
    stream.resume();
    stream.on("end", () => {
      void released.then(() => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    });
  },
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.server.address() as { port: number }).port;

const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
process.env.NEXTAUTH_URL = "https://covid.example/api/_auth";
const flows = await import("@/lib/accounts/auth-flows");
const db = testDb();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

afterAll(async () => {
  release();
  process.env = savedEnv;
  await db.$disconnect();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("mail is queued, never sent inside the request", () => {
  it("sign-up, sign-in link and reset return while SMTP still holds their mail", async () => {
    const known = await db.user.create({
      data: { email: `known-${unique()}@example.test`, emailVerified: new Date() },
    });
    const fresh = `fresh-${unique()}@example.test`;
    await flows.signUp({ email: fresh, password: "a long password", locale: "en" });
    await flows.signUp({ email: known.email, password: "a long password", locale: "en" });
    await flows.sendSignInLink({ email: fresh, locale: "es" });
    await flows.sendPasswordReset({ email: known.email, locale: "fr" });
    await flows.sendPasswordReset({ email: `nobody-${unique()}@example.test`, locale: "fr" });

    // Every flow has answered; nothing has been delivered; the mails wait in the outbox.
    expect(received).toEqual([]);
    const rows = await db.outgoingMail.findMany({ where: { to: { in: [fresh, known.email] } } });
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.status === "PENDING")).toBe(true);

    release();
    await expect
      .poll(async () => db.outgoingMail.count({ where: { to: { in: [fresh, known.email] }, status: "SENT" } }), {
        timeout: 10_000,
      })
      .toBe(4);
  });
});
