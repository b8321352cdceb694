import "server-only";
import { db } from "@/lib/db";

// The mails a visitor can have sent to an address they type (sign-up confirmation, sign-in link,
// reset, a new address's confirmation, a subscription's confirmation or manage link) share one
// budget per recipient, whatever the client: each flow's own limits count per client and per kind,
// so many clients and kinds together could otherwise fill someone's inbox. The hour slides (each
// mail is one row of the shared RateLimit table, stamped with its time), so no two hours that
// overlap add up to more than the cap; a refused request takes nothing, and the address is free
// again an hour after its oldest counted mail.
export const recipientCap = { max: 6, windowSeconds: 3600 };

/** The address as every limit keys it, however it was typed. */
export const recipientKey = (address: string) => `mail-to:${address.trim().toLowerCase()}`;

/**
 * Takes one of the address's mail slots for the hour; `allowed: false` (and nothing taken) when it
 * has had its share, with the seconds until its oldest counted mail leaves the hour.
 */
export async function takeMailSlot(address: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const key = recipientKey(address);
  const { max, windowSeconds } = recipientCap;
  // One transaction per address at a time, so that requests side by side cannot both take the last slot.
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
    const since = new Date(Date.now() - windowSeconds * 1000);
    const [row] = await tx.$queryRaw<Array<{ count: number; oldest: Date | null }>>`
      SELECT coalesce(sum(count), 0)::int AS count, min("windowStart") AS oldest
      FROM "RateLimit" WHERE key = ${key} AND "windowStart" > ${since}`;
    if ((row?.count ?? 0) >= max) {
      const freeAt = (row?.oldest?.getTime() ?? Date.now()) + windowSeconds * 1000;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) };
    }
    await tx.$executeRaw`
      INSERT INTO "RateLimit" (key, "windowStart", count) VALUES (${key}, ${new Date()}, 1)
      ON CONFLICT (key, "windowStart") DO UPDATE SET count = "RateLimit".count + 1`;
    return { allowed: true, retryAfterSeconds: 0 };
  });
}
