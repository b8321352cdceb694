import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { feedKinds } from "@/lib/validation/aggregation";
import { contentTypes } from "@/lib/validation/newsroom";
import { alertRulesSchema } from "./alerts";
import { cleanLink } from "./clean";

// Feeds made from code (scripts, tests, the seed): the editors' screens go through sources.ts and
// the form's own schema (lib/validation/aggregation.ts).

const locale = z.enum(["en", "es", "fr", "pt"]);

/** An http(s) address of at most 2,048 characters, without credentials. */
export const feedUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => cleanLink(value) !== null, "must be an http or https address");

/** A feed as an editor writes it; defaults are the table's (review, paused, every 30 minutes). */
export const feedInputSchema = z.object({
  sourceId: z.string().min(1).max(40),
  url: feedUrlSchema,
  name: z.string().trim().min(2).max(200),
  kind: z.enum(feedKinds),
  language: locale.nullable().default(null),
  contentType: z.enum(contentTypes).default("NEWS"),
  categoryId: z.string().min(1).max(40).nullable().default(null),
  tagIds: z.array(z.string().min(1).max(40)).max(20).default([]),
  pollMinutes: z.number().int().min(5).max(10080).default(30),
  trusted: z.boolean().default(false),
  paused: z.boolean().default(true),
  alertRules: alertRulesSchema.default([]),
  alertsPerDay: z.number().int().min(0).max(100).default(3),
  alertsOff: z.boolean().default(false),
  channelId: z.string().min(1).max(40).nullable().default(null),
});
export type FeedInput = z.input<typeof feedInputSchema>;

function rowData(input: z.infer<typeof feedInputSchema>) {
  const { tagIds, ...rest } = input;
  return { data: { ...rest, url: cleanLink(rest.url)!, alertRules: rest.alertRules as Prisma.InputJsonValue }, tagIds };
}

/** Creates a feed (paused unless said otherwise); throws on invalid input, P2002 on a known URL. */
export async function createFeed(input: FeedInput) {
  const { data, tagIds } = rowData(feedInputSchema.parse(input));
  return db.feed.create({ data: { ...data, tags: { create: tagIds.map((tagId) => ({ tagId })) } } });
}

/** Replaces a feed's settings (its fetch state stays); a new URL forgets the old validators. */
export async function updateFeed(id: string, input: FeedInput) {
  const { data, tagIds } = rowData(feedInputSchema.parse(input));
  const before = await db.feed.findUniqueOrThrow({ where: { id }, select: { url: true } });
  return db.feed.update({
    where: { id },
    data: {
      ...data,
      ...(before.url !== data.url
        ? { etag: null, lastModified: null, disabledReason: null, consecutiveErrors: 0 }
        : {}),
      tags: { deleteMany: {}, create: tagIds.map((tagId) => ({ tagId })) },
    },
  });
}
