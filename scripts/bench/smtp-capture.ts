// A real SMTP server in the bench's process (like tests/support/smtp.ts) that keeps only what the
// bench checks: how many mails arrived and their Message-IDs. Parsing whole mails would measure
// the receiver more than the sender.
import { SMTPServer } from "smtp-server";

export async function startSmtpCapture() {
  const messageIds: string[] = [];
  let withoutId = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No reverse DNS of 127.0.0.1 per connection: a slow resolver would be measured, not the sender.
    disableReverseLookup: true,
    // The sender's pooled connections stay open: close them at once rather than after 30 s.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        const header = raw.slice(0, raw.indexOf("\r\n\r\n"));
        const id = /^message-id:\s*(<[^>]+>)/im.exec(header)?.[1];
        if (id) messageIds.push(id);
        else withoutId++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    received: () => ({ mails: messageIds.length + withoutId, distinctIds: new Set(messageIds).size }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
