import { z } from "./zod";
import { routing } from "@/lib/i18n/routing";
import { id, isWebUrl, optionalText, requiredText } from "./fields";
import { message, stop } from "./messages";
import { alertLevels, contentTypes, slugPattern } from "./newsroom";

// The editors' forms for aggregation: a feed's settings, the inbox's filters and its decisions, and
// an OPML file to import. As everywhere, the forms send what was typed and only the server's parse
// turns it into values (an empty optional field becomes null).

export const feedKinds = ["HEALTH_AGENCY", "JOURNAL", "NEWS", "BLOG", "VIDEO_CHANNEL"] as const;
export const entryStates = ["NEW", "ACCEPTED", "REJECTED", "DUPLICATE", "FILTERED"] as const;
export const entryDecisions = ["accept", "publish", "reject", "duplicate", "restore"] as const;

/** Polls are never more often than every 5 minutes, nor rarer than once a week. */
export const MIN_POLL_MINUTES = 5;
export const MAX_POLL_MINUTES = 7 * 24 * 60;
/** How many entries one bulk decision may touch (one page of the inbox). */
export const MAX_BULK = 100;
/** An OPML file the import reads: a few thousand feeds fit well within it. */
export const MAX_OPML_CHARS = 1_000_000;

/** A feed's address: http or https only, as typed (no javascript:, file: or ftp:). */
export const feedUrl = () =>
  z
    .string(message("feedUrlRequired"))
    .trim()
    .max(2000, stop("tooLong"))
    .min(1, stop("feedUrlRequired"))
    .refine(isWebUrl, message("linkInvalid"));

/**
 * Alert rules as typed, one per line: "Health Alert = ALERT". A title that contains the words
 * (any case) gets the level; the first matching line wins. At most 20 rules.
 */
const alertRules = z
  .string()
  .max(4000, stop("tooLong"))
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .refine((lines) => lines.length <= 20, message("alertRulesInvalid"))
  .transform((lines, ctx) => {
    const rules: Array<{ pattern: string; level: (typeof alertLevels)[number] }> = [];
    for (const line of lines) {
      const at = line.lastIndexOf("=");
      const pattern = line.slice(0, at).trim();
      const level = line
        .slice(at + 1)
        .trim()
        .toUpperCase();
      if (at < 1 || !pattern || pattern.length > 120 || !(alertLevels as readonly string[]).includes(level)) {
        ctx.addIssue({ code: "custom", message: "alertRulesInvalid" });
        return z.NEVER;
      }
      rules.push({ pattern, level: level as (typeof alertLevels)[number] });
    }
    return rules;
  });

/** Tags as typed: slugs separated by commas or spaces; at most 10. */
const tagList = z
  .string()
  .max(600, stop("tooLong"))
  .transform((v) => [...new Set(v.split(/[\s,]+/).filter(Boolean))])
  .refine(
    (tags) => tags.length <= 10 && tags.every((t) => t.length <= 60 && slugPattern.test(t)),
    message("tagsInvalid"),
  );

export const feedSchema = z
  .object({
    id: z.string().max(64).optional(),
    url: feedUrl(),
    name: z.string(message("feedNameRequired")).trim().max(120, stop("tooLong")).min(1, stop("feedNameRequired")),
    kind: z.enum(feedKinds, message("feedKindRequired")),
    // An existing source's slug, or "" with the name of a new source.
    source: z
      .string()
      .trim()
      .max(120, stop("sourceUnknown"))
      .refine((v) => v === "" || slugPattern.test(v), message("sourceUnknown")),
    newSource: z.string().trim().max(120, stop("tooLong")),
    // "" is "detect from each entry".
    language: z.union([z.enum(routing.locales), z.literal("")], message("languageInvalid")),
    contentType: z.enum(contentTypes, message("typeRequired")),
    category: z
      .string()
      .trim()
      .max(120, stop("categoryUnknown"))
      .refine((v) => v === "" || slugPattern.test(v), message("categoryUnknown")),
    tags: tagList,
    // A covidnet channel's slug whose latest posts or videos come from this feed, or "".
    channel: z
      .string()
      .trim()
      .max(120, stop("invalid"))
      .refine((v) => v === "" || slugPattern.test(v), message("invalid")),
    pollMinutes: z.coerce
      .number(message("pollMinutesInvalid"))
      .int(message("pollMinutesInvalid"))
      .min(MIN_POLL_MINUTES, message("pollMinutesInvalid"))
      .max(MAX_POLL_MINUTES, message("pollMinutesInvalid")),
    trusted: z.boolean(),
    alertRules,
    alertsPerDay: z.coerce
      .number(message("invalid"))
      .int(message("invalid"))
      .min(0, message("invalid"))
      .max(50, message("invalid")),
    alertsOff: z.boolean(),
  })
  .superRefine((feed, ctx) => {
    if (!feed.source && !feed.newSource)
      ctx.addIssue({ code: "custom", path: ["source"], message: "feedSourceRequired" });
  });

export type FeedInput = z.input<typeof feedSchema>;
export type FeedFields = z.output<typeof feedSchema>;

/** Pause or resume one feed, or every feed (no id). */
export const pauseSchema = z.object({ id: id().optional(), paused: z.boolean() });

export const opmlSchema = z.object({
  opml: z.string(message("opmlInvalid")).max(MAX_OPML_CHARS, stop("opmlTooLarge")).min(1, stop("opmlInvalid")),
});

const optionalId = z
  .string()
  .trim()
  .max(64)
  .transform((v) => v || undefined);

/** The inbox's filters, from the address (anything else is ignored rather than refused). */
export const inboxFiltersSchema = z.object({
  state: z.enum(entryStates).catch("NEW"),
  feed: optionalId.catch(undefined),
  language: z.enum(routing.locales).optional().catch(undefined),
  topic: z.string().max(60).regex(slugPattern).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type InboxFilters = z.output<typeof inboxFiltersSchema>;

/** One decision on one or more entries of the inbox. */
export const decisionSchema = z.object({
  ids: z.array(id()).min(1, message("invalid")).max(MAX_BULK, message("invalid")),
  decision: z.enum(entryDecisions, message("invalid")),
});

/** A new feed's form, as typed: a reviewed news feed, polled every 30 minutes, language detected. */
export const emptyFeed: FeedInput = {
  url: "",
  name: "",
  kind: "NEWS",
  source: "",
  newSource: "",
  language: "",
  contentType: "NEWS",
  category: "",
  tags: "",
  channel: "",
  pollMinutes: 30,
  trusted: false,
  alertRules: "",
  alertsPerDay: 3,
  alertsOff: false,
};

/** A publisher's takedown request, from the inbox (an entry) or the newsroom (an item with a link). */
export const MAX_TAKEDOWN_REASON = 1000;
export const MAX_TAKEDOWN_REQUESTER = 200;
export const takedownSchema = z
  .object({
    entryId: id().optional(),
    articleId: id().optional(),
    reason: requiredText({ max: MAX_TAKEDOWN_REASON, required: "takedownReasonRequired" }),
    // Who asked: a name or an address, as the request gave it; "" is not given.
    requester: optionalText({ max: MAX_TAKEDOWN_REQUESTER, tooShort: "invalid" }),
  })
  .refine((v) => Boolean(v.entryId) !== Boolean(v.articleId), message("invalid"));

export type TakedownInput = z.input<typeof takedownSchema>;

/** Lifting a block. */
export const liftBlockSchema = z.object({ id: id() });
