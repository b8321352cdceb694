import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server in this process, on 127.0.0.1, keeping what it receives. */
export async function startSmtpServer(port = 0) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
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
    /** The newest mail to `to`, waiting up to 5 s for it. */
    async mailTo(to: string): Promise<ParsedMail> {
      for (let i = 0; i < 50; i++) {
        const mail = [...received].reverse().find((m) => m.to && [m.to].flat().some((a) => a.text.includes(to)));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
