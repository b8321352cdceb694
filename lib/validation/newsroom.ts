import { z } from "./zod";
import { routing } from "@/lib/i18n/routing";
import { id, isWebUrl, optionalEmail, optionalText, optionalUrl, requiredText } from "./fields";
import { message, stop } from "./messages";

// The newsroom's forms: an item's fields, and the text of one of its languages. The
// forms send what was typed (an empty optional field is ""); only the server's parse turns it into
// null. The same schemas run in the browser (react-hook-form) and in the server actions.

export const contentTypes = [
  "NEWS",
  "PUBLIC_HEALTH",
  "SCIENTIFIC_LIBRARY",
  "VIDEO",
  "EVENT",
  "RESOURCE",
  "PRODUCT",
  "DIRECTORY",
  "BLOG",
  "EDUCATION",
  "COMMUNITY",
] as const;
export const accessLevels = ["FREE", "LIMITED", "PREMIUM"] as const;
export const alertLevels = ["ALERT", "ADVISORY", "UPDATE", "INFORMATION"] as const;
export const editionStatuses = ["DRAFT", "IN_REVIEW", "SCHEDULED", "PUBLISHED", "UNPUBLISHED"] as const;

/** The same address in every language: lower-case words joined by hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = z
  .string(message("slugRequired"))
  .trim()
  .max(120, stop("slugTooLong"))
  .min(1, stop("slugRequired"))
  .regex(slugPattern, message("slugInvalid"));

/** Tags as typed: slugs separated by commas or spaces ("mpox, h5n1"); at most 20. */
const tagList = z
  .string()
  .max(1000, stop("tooLong"))
  .transform((v) => [...new Set(v.split(/[\s,]+/).filter(Boolean))])
  .refine(
    (tags) => tags.length <= 20 && tags.every((t) => t.length <= 60 && slugPattern.test(t)),
    message("tagsInvalid"),
  );

/**
 * An optional date and time from a datetime-local input ("2026-11-25T09:00"), in UTC: the time an
 * event's page shows (with "UTC" after it), whatever the server's or the editor's time zone.
 */
const localDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const optionalDateTime = z
  .string()
  .trim()
  .refine((v) => v === "" || (localDateTime.test(v) && !Number.isNaN(Date.parse(`${v}Z`))), message("dateInvalid"))
  .transform((v) => (v === "" ? null : new Date(`${v}Z`)));

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal("")], message("invalid")).transform((v) => (v === "" ? null : (v as T[number])));

/** "yes", "no" or "" (not said) from a select: events' free and online flags. */
const optionalFlag = z.enum(["", "yes", "no"], message("invalid")).transform((v) => (v === "" ? null : v === "yes"));

const optionalImage = z
  .string()
  .trim()
  .max(500, stop("tooLong"))
  .refine((v) => v === "" || v.startsWith("/") || isWebUrl(v), message("linkInvalid"))
  .transform((v) => v || null);

export const itemSchema = z
  .object({
    id: z.string().max(64).optional(),
    type: z.enum(contentTypes, message("typeRequired")),
    category: z
      .string(message("categoryRequired"))
      .trim()
      .max(120, stop("categoryUnknown"))
      .min(1, stop("categoryRequired"))
      .regex(slugPattern, message("categoryUnknown")),
    slug,
    tags: tagList,
    accessLevel: z.enum(accessLevels, message("invalid")),
    alertLevel: optionalChoice(alertLevels),
    originalLocale: z.enum(routing.locales, message("languageInvalid")),
    source: z
      .string()
      .trim()
      .max(120, stop("tooLong"))
      .transform((v) => v || null),
    featured: z.boolean(),
    imageUrl: optionalImage,
    imageAlt: optionalText({ max: 300, tooShort: "imageAltRequired" }),
    externalUrl: optionalUrl({ max: 500, invalid: "linkInvalid" }),
    // event
    startsAt: optionalDateTime,
    endsAt: optionalDateTime,
    eventUrl: optionalUrl({ max: 500, invalid: "linkInvalid" }),
    isEventFree: optionalFlag,
    onlineOnly: optionalFlag,
    // contact and location
    phone: optionalText({ max: 40, tooShort: "invalid" }),
    email: optionalEmail(),
    website: optionalUrl({ max: 255, invalid: "websiteInvalid" }),
    address: optionalText({ max: 255, tooShort: "invalid" }),
    city: optionalText({ max: 100, tooShort: "invalid" }),
    region: optionalText({ max: 100, tooShort: "invalid" }),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .max(2, stop("countryInvalid"))
      .refine((v) => v === "" || /^[A-Z]{2}$/.test(v), message("countryInvalid"))
      .transform((v) => v || null),
    // video
    videoProvider: optionalChoice(["youtube", "site"] as const),
    videoId: optionalText({ max: 100, tooShort: "invalid" }),
    // product
    brand: optionalText({ max: 100, tooShort: "invalid" }),
    manufacturerUrl: optionalUrl({ max: 500, invalid: "linkInvalid" }),
    // The item's version when the form was opened (a conflict check); absent for a new item.
    version: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.imageUrl && !item.imageAlt)
      ctx.addIssue({ code: "custom", path: ["imageAlt"], message: "imageAltRequired" });
    if (item.alertLevel && item.type !== "PUBLIC_HEALTH")
      ctx.addIssue({ code: "custom", path: ["alertLevel"], message: "alertLevelPublicHealth" });
    if (item.startsAt && item.endsAt && item.endsAt < item.startsAt)
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "endsBeforeStart" });
    if (item.videoProvider && !item.videoId)
      ctx.addIssue({ code: "custom", path: ["videoId"], message: "videoIdRequired" });
  });

export type ItemInput = z.input<typeof itemSchema>;

/** A new item's form as it starts: a news item, readable by everyone, every optional field empty. */
export const emptyItem = {
  type: "NEWS",
  category: "",
  slug: "",
  tags: "",
  accessLevel: "FREE",
  alertLevel: "",
  originalLocale: "en",
  source: "",
  featured: false,
  imageUrl: "",
  imageAlt: "",
  externalUrl: "",
  startsAt: "",
  endsAt: "",
  eventUrl: "",
  isEventFree: "",
  onlineOnly: "",
  phone: "",
  email: "",
  website: "",
  address: "",
  city: "",
  region: "",
  country: "",
  videoProvider: "",
  videoId: "",
  brand: "",
  manufacturerUrl: "",
} satisfies ItemInput;
export type ItemFields = z.output<typeof itemSchema>;

/** One language's text: what an autosave, a save and a publication send. */
export const editionSchema = z.object({
  articleId: id(),
  locale: z.enum(routing.locales, message("languageInvalid")),
  title: requiredText({ max: 200, required: "titleRequired", tooLong: "titleTooLong" }),
  summary: requiredText({ max: 600, required: "summaryRequired" }),
  body: z.string().max(100_000, stop("bodyTooLong")),
  seoDescription: optionalText({ max: 300, tooShort: "invalid" }),
  // The version the editor's copy was based on: a save from an older one is a conflict.
  version: z.coerce.number().int().min(0).max(1_000_000_000),
  // An autosave keeps the text but no revision.
  autosave: z.boolean().default(false),
});

export type EditionInput = z.input<typeof editionSchema>;
export type Edition = z.output<typeof editionSchema>;

/** Publishing one language: a substantive edit moves "Updated" and may carry a correction note. */
export const publishSchema = z.object({
  articleId: id(),
  locale: z.enum(routing.locales, message("languageInvalid")),
  change: z.enum(["substantive", "minor"], message("invalid")),
  correction: optionalText({ max: 500, tooShort: "invalid" }),
});

export const scheduleSchema = z.object({
  articleId: id(),
  locale: z.enum(routing.locales, message("languageInvalid")),
  at: z
    .string()
    .trim()
    .max(40, stop("dateInvalid"))
    .refine((v) => !Number.isNaN(Date.parse(v)), message("dateInvalid"))
    .transform((v) => new Date(v)),
});

export const languageActionSchema = z.object({
  articleId: id(),
  locale: z.enum(routing.locales, message("languageInvalid")),
});

export const restoreSchema = z.object({ articleId: id(), revisionId: id() });

export const editorFiltersSchema = z.object({
  type: z.enum(contentTypes).optional().catch(undefined),
  status: z.enum(editionStatuses).optional().catch(undefined),
  language: z.enum(routing.locales).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
