import { test as base, type BrowserContext } from "@playwright/test";
import { count, sql, sqlOne } from "./db";
import { useOwnAddress as ownAddressFor } from "./forms";
import { firstLink, listMail, readMail } from "./mail";
import { createMember, signInAs, type Member } from "./members";
import { countMailTo, mailTo } from "./outbox";

// What most e2e tests start from, as Playwright fixtures: a test names what it needs in its
// arguments and gets it fresh, made only when asked for.
//   db             the e2e database (./db): sql, sqlOne, count
//   member         a new member (role USER), editor / moderator / admin likewise, none signed in
//   signIn         signs someone in for this test's browser context (a session of their own)
//   contextFor     another browser context, signed in as someone (or no one), closed after the test
//   mail           the mail the server really sent over SMTP (./mail, ./outbox)
//   clientAddress  an X-Forwarded-For of this test's own on its page, so that per-address rate
//                  limits never count another test's requests (the server trusts one hop)
// A test needing a member with other settings (a password, no username) still calls createMember.

export type Database = { sql: typeof sql; sqlOne: typeof sqlOne; count: typeof count };
export type MailCapture = {
  /** Waits for the newest mail matching the query (./mail's readMail). */
  read: typeof readMail;
  /** Every matching mail received so far. */
  list: typeof listMail;
  /** The newest mail the outbox queued to an address, as delivered. */
  to: typeof mailTo;
  /** How many mails the outbox queued to an address. */
  countTo: typeof countMailTo;
  firstLink: typeof firstLink;
};

type Fixtures = {
  db: Database;
  member: Member;
  editor: Member;
  moderator: Member;
  admin: Member;
  signIn: (who: Pick<Member, "id" | "email" | "name">) => Promise<string>;
  contextFor: (who?: Pick<Member, "id" | "email" | "name">) => Promise<BrowserContext>;
  mail: MailCapture;
  clientAddress: string;
};

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first argument's destructuring (`{}`: none).
  // The second, named `use` in Playwright's documentation, is `provide` here: React's lint rules
  // take any `use` call for a hook.
  db: async ({}, provide) => provide({ sql, sqlOne, count }),
  member: async ({}, provide) => provide(await createMember()),
  editor: async ({}, provide) => provide(await createMember({ role: "EDITOR" })),
  moderator: async ({}, provide) => provide(await createMember({ role: "MODERATOR" })),
  admin: async ({}, provide) => provide(await createMember({ role: "ADMIN" })),
  signIn: async ({ context, baseURL }, provide) => provide((who) => signInAs(context, who, baseURL!)),
  contextFor: async ({ browser, baseURL }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (who) => {
      const context = await browser.newContext({ baseURL });
      opened.push(context);
      if (who) await signInAs(context, who, baseURL!);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  mail: async ({}, provide) => provide({ read: readMail, list: listMail, to: mailTo, countTo: countMailTo, firstLink }),
  clientAddress: async ({ page }, provide) => provide(await ownAddressFor(page)),
});

export { expect } from "@playwright/test";
export type { Member } from "./members";
