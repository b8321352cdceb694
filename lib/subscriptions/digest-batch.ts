import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/routing";
import { escapeXml } from "@/lib/seo/xml";
import { itemBlock, type MailFrame, type MailItem } from "./mails";

// Digests go into the outbox in pieces that PostgreSQL puts together: each frame and each item's
// block once per statement, and per mail only the numbers of its blocks and what is the reader's
// own. A statement of 200 whole digests carried 6 MB or more, and Prisma keeps the parameters of
// its last 100 statements (docs/adr/0039-subscription-mail.md).

/** One digest: its frame (shared by every digest of its kind and length), items and reader. */
export type DigestMail = {
  to: string;
  frame: MailFrame;
  items: MailItem[];
  manageUrl: string;
  dedupeKey: string;
  messageId: string;
  headers: Record<string, string>;
};

/** A statement's worth of digests of `locale`; the mails are what itemsMail gives, byte for byte. */
export function digestBatch(locale: Locale) {
  const frames = new Map<MailFrame, number>();
  const blocks = new Map<MailItem, number>();
  const shared = {
    subject: [] as string[],
    textHead: [] as string[],
    textBefore: [] as string[],
    textAfter: [] as string[],
    htmlHead: [] as string[],
    htmlBefore: [] as string[],
    htmlAfter: [] as string[],
    textBlock: [] as string[],
    htmlBlock: [] as string[],
  };
  const row = {
    to: [] as string[],
    frame: [] as number[],
    blocks: [] as string[],
    textLink: [] as string[],
    htmlLink: [] as string[],
    dedupeKey: [] as string[],
    messageId: [] as string[],
    headers: [] as string[],
  };

  // Numbered from 1, as PostgreSQL's arrays are.
  const frameNumber = (frame: MailFrame) => {
    let n = frames.get(frame);
    if (n === undefined) {
      n = shared.subject.push(frame.subject);
      shared.textHead.push(frame.text.head);
      shared.textBefore.push(frame.text.beforeLink);
      shared.textAfter.push(frame.text.afterLink);
      shared.htmlHead.push(frame.html.head);
      shared.htmlBefore.push(frame.html.beforeLink);
      shared.htmlAfter.push(frame.html.afterLink);
      frames.set(frame, n);
    }
    return n;
  };
  const blockNumber = (item: MailItem) => {
    let n = blocks.get(item);
    if (n === undefined) {
      const block = itemBlock(locale, item);
      n = shared.textBlock.push(block.text);
      shared.htmlBlock.push(block.html);
      blocks.set(item, n);
    }
    return n;
  };

  return {
    get size() {
      return row.to.length;
    },
    add(mail: DigestMail) {
      row.to.push(mail.to);
      row.frame.push(frameNumber(mail.frame));
      let numbers = "";
      for (const item of mail.items) numbers += `${numbers ? "," : ""}${blockNumber(item)}`;
      row.blocks.push(numbers);
      row.textLink.push(mail.manageUrl);
      row.htmlLink.push(escapeXml(mail.manageUrl));
      row.dedupeKey.push(mail.dedupeKey);
      row.messageId.push(mail.messageId);
      row.headers.push(JSON.stringify(mail.headers));
    },
    /** Inserts the batch's mails (those already queued are skipped); returns how many were new. */
    async insert(): Promise<number> {
      if (!row.to.length) return 0;
      // A body is joinBody's: head, the blocks in order a line apart, the link between its sides.
      return db.$executeRaw(Prisma.sql`
        WITH shared AS (
          SELECT ${shared.subject}::text[] AS subject,
            ${shared.textHead}::text[] AS text_head, ${shared.textBefore}::text[] AS text_before,
            ${shared.textAfter}::text[] AS text_after, ${shared.htmlHead}::text[] AS html_head,
            ${shared.htmlBefore}::text[] AS html_before, ${shared.htmlAfter}::text[] AS html_after,
            ${shared.textBlock}::text[] AS text_block, ${shared.htmlBlock}::text[] AS html_block
        ),
        mail AS (
          SELECT m.*, string_to_array(m.blocks, ',')::int[] AS numbers
          FROM unnest(
            ${row.to}::text[], ${row.frame}::int[], ${row.blocks}::text[], ${row.textLink}::text[],
            ${row.htmlLink}::text[], ${row.dedupeKey}::text[], ${row.messageId}::text[], ${row.headers}::text[]
          ) AS m("to", frame, blocks, text_link, html_link, dedupe_key, message_id, headers)
        )
        INSERT INTO "OutgoingMail" (id, "to", subject, text, html, "dedupeKey", "messageId", headers, "nextAttemptAt", "createdAt")
        SELECT gen_random_uuid()::text, m."to", s.subject[m.frame],
          s.text_head[m.frame]
            || array_to_string(ARRAY(SELECT s.text_block[b] FROM unnest(m.numbers) WITH ORDINALITY AS x(b, k) ORDER BY k), E'\\n')
            || s.text_before[m.frame] || m.text_link || s.text_after[m.frame],
          s.html_head[m.frame]
            || array_to_string(ARRAY(SELECT s.html_block[b] FROM unnest(m.numbers) WITH ORDINALITY AS x(b, k) ORDER BY k), E'\\n')
            || s.html_before[m.frame] || m.html_link || s.html_after[m.frame],
          m.dedupe_key, m.message_id, m.headers::jsonb, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
        FROM mail m CROSS JOIN shared s
        ON CONFLICT DO NOTHING`);
    },
  };
}
