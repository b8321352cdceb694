import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { withClient } from "../support/db";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import { messages } from "../support/pages";
import { regions } from "../../lib/i18n/routing";

// Outages, on an app server and a PostgreSQL of this test's own (the other tests' database server
// is never stopped): with SMTP down, sign-up and magic-link requests say the mail will follow and
// it does once SMTP is back (the retried outbox); with PostgreSQL down, pages answer a localized
// 503 page and API routes 503 JSON, both with Retry-After; when PostgreSQL is back the app serves
// database pages again by itself, in the same process.
const root = path.resolve(__dirname, "../..");
const offset = Number(process.env.E2E_PORT ?? 3100) - 3100;
const appPort = Number(process.env.E2E_OUTAGE_PORT ?? 3107 + offset);
const smtpPort = Number(process.env.E2E_OUTAGE_SMTP_PORT ?? 2533 + offset);
const pgPort = Number(process.env.E2E_OUTAGE_PG_PORT ?? 54410 + offset);
const base = `http://127.0.0.1:${appPort}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: base });

let database: ChildProcess;
let app: ChildProcess;
let databaseUrl = "";
const output: string[] = [];

/** Resolves with the first line of `child`'s output that starts with `prefix`. */
function lineOf(child: ChildProcess, prefix: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = "";
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split("\n").find((l) => l.startsWith(prefix));
      if (line) {
        child.stdout!.off("data", onData);
        resolve(line);
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited with ${code} before "${prefix}"`)));
  });
}

async function control(command: "stop" | "start") {
  const done = lineOf(database, command === "stop" ? "STOPPED" : "STARTED");
  database.stdin!.write(`${command}\n`);
  await done;
}

const sql = (text: string, values: unknown[] = []) =>
  withClient(databaseUrl, async (client) => (await client.query(text, values)).rows);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  database = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "e2e/support/outage-postgres.ts"],
    {
      cwd: root,
      env: { ...process.env, OUTAGE_PG_PORT: String(pgPort) },
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  databaseUrl = (await lineOf(database, "READY ")).slice("READY ".length);
  // scripts/with-db.ts migrates the database, as for the main e2e server. Mail goes to a port where
  // nothing listens yet (SMTP down); the outbox's retry jobs come half a second after a failure,
  // then 1 s, 2 s, 4 s... (doubled each time).
  app = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/with-db.ts", "server", "-p", String(appPort)],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(appPort),
        TRUSTED_PROXIES: "1",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_RETRY_INTERVAL_MS: "500",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  app.stdout!.on("data", (c: Buffer) => output.push(c.toString()));
  app.stderr!.on("data", (c: Buffer) => output.push(c.toString()));
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, {
      timeout: 180_000,
      intervals: [500],
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((r) => app.once("exit", r));
    app.kill("SIGTERM");
    await exited;
  }
  if (database && database.exitCode === null) {
    const exited = new Promise((r) => database.once("exit", r));
    database.stdin!.end();
    await exited;
  }
});

async function submitAuthForm(page: Page, locale: "es" | "fr", form: "sign-up" | "magic-link", email: string) {
  const m = messages[locale];
  await page.goto(`/${locale}/auth/${form}`);
  await page.getByLabel(m.AuthForm.email).fill(email);
  if (form === "sign-up") {
    await page.getByLabel(m.AuthForm.password, { exact: true }).fill("a good long password");
    await page.getByLabel(m.AuthForm.confirmPassword).fill("a good long password");
  }
  await page
    .getByRole("button", { name: form === "sign-up" ? m.AuthForm.submit.signUp : m.AuthForm.submit.magicLink })
    .click();
  // The usual answer: mail is sent after the request (lib/mail/outbox.ts), so the answer cannot
  // depend on SMTP (nor, then, on whether the address has an account); the outbox retries.
  // Said by a toast and by the form's status line (the toast may already be gone on a slow machine).
  const text = form === "sign-up" ? m.AuthForm.toasts.signUpText : m.AuthForm.toasts.linkSentText;
  // Patience, not a speed check: sign-up hashes the password at scrypt's full cost, slow on a loaded CI machine.
  await expect(page.locator("#auth-sent")).toHaveText(text, { timeout: 30_000 });
}

test("with SMTP down, sign-up and magic link answer as usual; the mail goes out once SMTP is back", async ({
  page,
}) => {
  // The wait for the next retry grows with the outage (see below).
  test.setTimeout(180_000);
  const signUp = `outage-signup-${unique()}@example.test`;
  const link = `outage-link-${unique()}@example.test`;
  await submitAuthForm(page, "es", "sign-up", signUp);
  await submitAuthForm(page, "fr", "magic-link", link);
  const queued = await sql(`SELECT "to", status FROM "OutgoingMail" WHERE "to" = ANY($1)`, [[signUp, link]]);
  expect(queued.map((r) => `${r.to} ${r.status}`).sort()).toEqual([`${link} PENDING`, `${signUp} PENDING`].sort());
  // Retried by the jobs while SMTP is down: each mail has failed its first attempt and a retry.
  const fewestAttempts = async () =>
    Math.min(
      ...(await sql(`SELECT attempts FROM "OutgoingMail" WHERE "to" = ANY($1)`, [[signUp, link]])).map((r) =>
        Number(r.attempts),
      ),
    );
  await expect.poll(fewestAttempts, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

  const received: Array<{ to: string; subject: string }> = [];
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    // The app keeps its pooled SMTP connections open: close them at once at the end.
    closeTimeout: 100,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, subject: mail.subject ?? "" });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
  try {
    // Nothing is made due by hand: the next retry job sends it, at most as long after now as the
    // outage has lasted (the back-off doubles), else the minute's sweep.
    await expect.poll(() => received.map((r) => r.to).sort(), { timeout: 75_000 }).toEqual([link, signUp].sort());
    expect(
      (await sql(`SELECT status FROM "OutgoingMail" WHERE "to" = ANY($1)`, [[signUp, link]])).map((r) => r.status),
    ).toEqual(["SENT", "SENT"]);
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

const headings = {
  en: messages.en.Unavailable.heading,
  es: messages.es.Unavailable.heading,
  fr: messages.fr.Unavailable.heading,
  pt: messages.pt.Unavailable.heading,
};

test("with PostgreSQL down, a localized 503 page and 503 JSON; with it back, the same process serves again", async ({
  page: firstPage,
  browser,
  request,
}) => {
  // A database page works, and leaves connections in the pool that the restart cuts.
  expect((await request.get("/search?q=masks")).status()).toBe(200);
  await control("stop");

  // The first request may be the one that finds the database gone; from then on every answer is the 503.
  await expect
    .poll(async () => (await request.get("/es/search?q=mascarillas")).status(), { timeout: 30_000, intervals: [250] })
    .toBe(503);

  for (const [locale, visit] of [
    ["es", { path: "/es/search?q=vacunas" }],
    ["fr", { path: "/fr/news" }],
    ["pt", { path: "/", language: "pt-BR" }],
    ["en", { path: "/forum" }],
  ] as const) {
    // Without a prefix the language comes from the NEXT_LOCALE cookie, else the browser's languages:
    // a new browser context without the cookie, set to Brazilian Portuguese.
    const page =
      "language" in visit
        ? await (await browser.newContext({ baseURL: base, locale: visit.language })).newPage()
        : firstPage;
    const response = await page.goto(visit.path);
    expect(response?.status(), visit.path).toBe(503);
    expect(response?.headers()["retry-after"]).toMatch(/^\d+$/);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator("html")).toHaveAttribute("lang", regions[locale]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[locale]);
    await expect(page).toHaveTitle(messages[locale].Unavailable.title);
    await expect(page.getByRole("link", { name: messages[locale].Unavailable.retry })).toBeVisible();
  }
  const api = await request.post("/api/user/get-username", { data: { email: "someone@example.test" } });
  expect(api.status()).toBe(503);
  expect(api.headers()["retry-after"]).toMatch(/^\d+$/);
  expect(await api.json()).toEqual({ error: expect.stringMatching(/temporarily unavailable/) });

  await control("start");
  // Back by itself: no restart of the app, the next requests are served from the database again.
  await expect
    .poll(async () => (await request.get("/search?q=recovered")).status(), { timeout: 30_000, intervals: [250] })
    .toBe(200);
  const response = await firstPage.goto("/es/search?q=vacunas");
  expect(response?.status()).toBe(200);
  await expect(firstPage.locator("html")).toHaveAttribute("lang", "es-MX");
  expect(app.exitCode, output.join("")).toBeNull();
});
