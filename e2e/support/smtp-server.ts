import { writeFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";
import { startAnalyticsSink } from "./analytics-sink";
import { clearMailDir, mailDir, smtpPort, type ReceivedMail } from "./mail";
import { startTranslateServer, translateUrl } from "./translate-server";

// Playwright globalSetup: an SMTP server on 127.0.0.1:E2E_SMTP_PORT (2526) for the run (and the
// run's other stand-ins: the analytics sink and the fake translator). The
// webServer's SMTP_URL points here (playwright.config.ts), so the site sends real SMTP; each
// message is saved as JSON for e2e/support/mail.ts. Plain SMTP only: no TLS, no authentication.

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((a) => a.value.map((v) => v.address ?? ""))
    .filter(Boolean);

let counter = 0;

export default async function startSmtpServer(): Promise<() => Promise<void>> {
  await clearMailDir();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        const mail: ReceivedMail = {
          from: parsed.from?.value[0]?.address ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ""),
          to: [...new Set([...addresses(parsed.to), ...envelopeTo])],
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : null,
          receivedAt: new Date().toISOString(),
          // The headers subscription mail is checked for, as sent.
          headers: Object.fromEntries(
            parsed.headerLines
              .filter((h) => ["message-id", "list-unsubscribe", "list-unsubscribe-post"].includes(h.key))
              .map((h) => [h.key, h.line.replace(/^[^:]+:\s*/, "").replace(/\r?\n\s+/g, "")]),
          ),
        };
        const name = `${Date.now()}-${String(++counter).padStart(5, "0")}.json`;
        await writeFile(path.join(mailDir(), name), JSON.stringify(mail, null, 2));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(smtpPort(), "127.0.0.1", () => resolve());
  });
  const stopSink = await startAnalyticsSink();
  const translator = await startTranslateServer(translateUrl());
  return async () => {
    await stopSink();
    await translator.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
