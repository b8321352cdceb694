import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server in this process, on 127.0.0.1, keeping what it receives. */
export async function startSmtpServer(port = 0) {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Senders keep pooled connections open (lib/mail/transport.ts): close them at once on close()
    // rather than wait 30 s for them, so that a test can take the server down mid-run.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    received,
    /**
     * The oldest mail to `to` that no earlier call returned, waiting up to 5 s for it. Mail is sent
     * in the background (lib/mail/outbox.ts), so "the newest" could still be the previous one.
     */
    async mailTo(to: string): Promise<ParsedMail> {
      for (let i = 0; i < 50; i++) {
        const mail = received.find((m) => !taken.has(m) && m.to && [m.to].flat().some((a) => a.text.includes(to)));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
