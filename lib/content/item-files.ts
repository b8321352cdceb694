// An item as Markdown files with YAML front matter, one per language: <slug>.<language>.md
// (docs/content.md). The seed reads content/items with it (prisma/seed/markdown.ts) and the newsroom
// imports and exports with it (lib/newsroom/markdown.ts): one format, one parser. The original
// language's file carries the item's fields with its title and summary; each other language's file
// only its texts. Problems come back as codes, each with its file, so the seed can print them in
// English and the newsroom in the editor's language. No "server-only": the seed runs outside Next.
import yaml from "js-yaml";
import { z } from "zod";
import { contentTypes } from "../validation/newsroom";

export const itemFileLocales = ["en", "es", "fr", "pt"] as const;
export type ItemFileLocale = (typeof itemFileLocales)[number];

// The content types, as the newsroom's forms list them (one list; not the Prisma enum, which the
// seed's check must not need before the client is generated).
export const itemTypes = contentTypes;
export type ItemType = (typeof itemTypes)[number];

/** The folder of a type, also its name in front matter: NEWS -> news, PUBLIC_HEALTH -> public-health. */
export const typeFolder = (type: ItemType) => type.toLowerCase().replace(/_/g, "-");
export const typeOfFolder = (folder: string) => itemTypes.find((t) => typeFolder(t) === folder);

const text = z.string().trim().min(1, "is required");
const slugList = z.array(z.string().min(1));
const dateTime = z.iso.datetime({ offset: true, message: "must be an ISO date and time" });
const translationSchema = z.strictObject({ title: text, summary: text, seoDescription: text.optional() });
const fieldsSchema = z.strictObject({
  // The item's type: the folder says it under content/items; a file exported from the newsroom too.
  type: z.enum(itemTypes.map(typeFolder) as [string, ...string[]]).optional(),
  title: text,
  summary: text,
  seoDescription: text.optional(),
  category: z.string().min(1, "is required"),
  access: z.enum(["FREE", "LIMITED", "PREMIUM"]).optional(),
  originalLocale: z.enum(itemFileLocales).optional(),
  publishedDaysAgo: z.number().int().min(0),
  featured: z.boolean().optional(),
  alertLevel: z.enum(["alert", "advisory", "update", "information"]).optional(),
  citation: z.string().min(1).optional(),
  tags: slugList.optional(),
  source: z.string().min(1).optional(),
  channel: z.string().min(1).optional(),
  related: z.array(z.string().regex(/^[A-Z_]+\/[a-z0-9-]+$/, "must be TYPE/slug")).optional(),
  products: slugList.optional(),
  imageUrl: z.string().min(1).optional(),
  imageAlt: z.string().min(1).optional(),
  externalUrl: z.string().url().optional(),
  brand: z.string().min(1).optional(),
  manufacturerUrl: z.string().url().optional(),
  videoProvider: z.enum(["youtube", "site"]).optional(),
  videoId: z.string().min(1).optional(),
  durationSeconds: z.number().int().positive().optional(),
  // An event's dates: days from the seed day (demo content stays upcoming), or exact times.
  startsInDays: z.number().int().optional(),
  durationHours: z.number().positive().optional(),
  startsAt: dateTime.optional(),
  endsAt: dateTime.optional(),
  isEventFree: z.boolean().optional(),
  onlineOnly: z.boolean().optional(),
  eventUrl: z.string().url().optional(),
  phone: z.string().min(1).optional(),
  email: z.string().email().optional(),
  website: z.string().url().optional(),
  address: z.string().min(1).optional(),
  city: z.string().min(1).optional(),
  region: z.string().min(1).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code")
    .optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});

export type ItemFileFields = Omit<z.output<typeof fieldsSchema>, "type" | "title" | "summary" | "seoDescription">;
export type ItemFileText = { title: string; summary: string; body: string; seoDescription?: string };

/** One problem of one file; `file` is the name (or path) it was given as. */
export type FileProblem = { file: string } & (
  | { code: "fileName" | "noFrontMatter" | "notFields" | "bodyRequired" | "noFields" | "typeMissing" }
  | { code: "secondFields" | "fieldsLanguage" | "alertLevel" | "sameLanguage" | "typeMismatch" }
  | { code: "language"; language: string }
  | { code: "brokenFrontMatter"; line: number | null; detail: string }
  | { code: "fieldRequired" | "fieldInvalid"; field: string; detail: string }
  | { code: "fieldsUnknown"; fields: string[] }
  | { code: "categoryUnknown"; category: string; type: ItemType }
);

export type ItemFromFiles = {
  type: ItemType;
  slug: string;
  fields: ItemFileFields;
  texts: Partial<Record<ItemFileLocale, ItemFileText>>;
};

/** The name of a language's file. */
export const itemFileName = (slug: string, locale: ItemFileLocale) => `${slug}.${locale}.md`;
const namePattern = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/;

/** Splits front matter from body; null when the file does not open with a closed `---` block. */
function split(raw: string): { head: string; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  return match ? { head: match[1]!, body: match[2]!.trim() } : null;
}

type Parsed = { front: Record<string, unknown>; body: string };

function parse(file: string, raw: string, problems: FileProblem[]): Parsed | null {
  const parts = split(raw);
  if (!parts) {
    problems.push({ file, code: "noFrontMatter" });
    return null;
  }
  let front: unknown;
  try {
    front = yaml.load(parts.head, { schema: yaml.JSON_SCHEMA });
  } catch (error) {
    const line = error instanceof yaml.YAMLException ? error.mark.line + 2 : null; // the --- line is line 1
    problems.push({ file, code: "brokenFrontMatter", line, detail: (error as Error).message.split("\n")[0]! });
    return null;
  }
  if (!front || typeof front !== "object" || Array.isArray(front)) {
    problems.push({ file, code: "notFields" });
    return null;
  }
  if (!parts.body) problems.push({ file, code: "bodyRequired" });
  return { front: front as Record<string, unknown>, body: parts.body };
}

const issues = (file: string, error: z.ZodError): FileProblem[] =>
  error.issues.map((issue) => {
    const field = issue.path.join(".") || "front matter";
    if (issue.code === "unrecognized_keys") return { file, code: "fieldsUnknown", fields: issue.keys };
    if (issue.code === "invalid_type" && issue.input === undefined)
      return { file, code: "fieldRequired", field, detail: "is required" };
    return {
      file,
      code: issue.message === "is required" ? "fieldRequired" : "fieldInvalid",
      field,
      detail: issue.message,
    };
  });

type Entry = {
  fields?: z.output<typeof fieldsSchema>;
  invalid?: boolean;
  label: string;
  texts: Partial<Record<ItemFileLocale, ItemFileText>>;
};

/**
 * Reads the files of any number of items (the seed: a type's folder; the newsroom: one upload),
 * validating every one. `type` is the folder's type, if any: a file saying another is refused; without
 * a folder the fields file must say its type. Returns the items whose files are all valid, and every
 * problem; a caller writes nothing unless there are none.
 */
export function readItemFiles(
  files: Array<{ name: string; label?: string; raw: string }>,
  options: { type?: ItemType; categoriesOf: (type: ItemType) => ReadonlySet<string> },
): { items: ItemFromFiles[]; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const entries = new Map<string, Entry>();
  for (const { name, label = name, raw } of files) {
    const file = label;
    const match = namePattern.exec(name);
    if (!match) {
      problems.push({ file, code: "fileName" });
      continue;
    }
    const [, slug, language] = match as unknown as [string, string, string];
    if (!(itemFileLocales as readonly string[]).includes(language)) {
      problems.push({ file, code: "language", language });
      continue;
    }
    const locale = language as ItemFileLocale;
    const parsed = parse(file, raw, problems);
    if (!parsed) continue;
    const entry = entries.get(slug) ?? { texts: {}, label: `${file.slice(0, file.length - name.length)}${slug}.*.md` };
    entries.set(slug, entry);
    if (entry.texts[locale]) problems.push({ file, code: "sameLanguage" });
    // The file with the item's fields is the original language's; the others hold a translation.
    if ("category" in parsed.front || "publishedDaysAgo" in parsed.front) {
      const result = fieldsSchema.safeParse(parsed.front);
      if (!result.success) {
        problems.push(...issues(file, result.error));
        entry.invalid = true;
        continue;
      }
      const fields = result.data;
      if (entry.fields) problems.push({ file, code: "secondFields" });
      if ((fields.originalLocale ?? "en") !== locale) problems.push({ file, code: "fieldsLanguage" });
      const type = fields.type ? typeOfFolder(fields.type) : options.type;
      if (options.type && type !== options.type) problems.push({ file, code: "typeMismatch" });
      else if (!type) problems.push({ file, code: "typeMissing" });
      else {
        if (fields.alertLevel && type !== "PUBLIC_HEALTH") problems.push({ file, code: "alertLevel" });
        if (!options.categoriesOf(type).has(fields.category))
          problems.push({ file, code: "categoryUnknown", category: fields.category, type });
      }
      entry.fields = fields;
      entry.texts[locale] = textOf(fields, parsed.body);
    } else {
      const result = translationSchema.safeParse(parsed.front);
      if (!result.success) problems.push(...issues(file, result.error));
      else entry.texts[locale] = textOf(result.data, parsed.body);
    }
  }
  const items: ItemFromFiles[] = [];
  for (const [slug, { fields, invalid, texts, label }] of entries) {
    if (invalid) continue;
    if (!fields) {
      problems.push({ file: label, code: "noFields" });
      continue;
    }
    const rest: Partial<typeof fields> = { ...fields };
    for (const key of ["type", "title", "summary", "seoDescription"] as const) delete rest[key];
    const itemType = fields.type ? typeOfFolder(fields.type) : options.type;
    if (itemType) items.push({ type: itemType, slug, fields: rest as ItemFileFields, texts });
  }
  return { items, problems };
}

const textOf = (front: { title: string; summary: string; seoDescription?: string }, body: string): ItemFileText => ({
  title: front.title,
  summary: front.summary,
  body,
  ...(front.seoDescription ? { seoDescription: front.seoDescription } : {}),
});

/** A language's file: the front matter (fields first for the original language), then the body. */
export function writeItemFile(front: Record<string, unknown>, body: string): string {
  const defined = Object.fromEntries(Object.entries(front).filter(([, v]) => v !== undefined && v !== null));
  return `---\n${yaml.dump(defined, { schema: yaml.JSON_SCHEMA, lineWidth: -1 })}---\n\n${body.trim()}\n`;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** An event's start and end: exact times, else days from `today` (midnight UTC) at 17:00 UTC. */
export function eventTimes(fields: ItemFileFields, today: number): { startsAt: Date | null; endsAt: Date | null } {
  const startsAt = fields.startsAt
    ? new Date(fields.startsAt)
    : fields.startsInDays === undefined
      ? null
      : new Date(today + fields.startsInDays * DAY + 17 * HOUR);
  const endsAt = fields.endsAt
    ? new Date(fields.endsAt)
    : startsAt && fields.durationHours
      ? new Date(startsAt.getTime() + fields.durationHours * HOUR)
      : null;
  return { startsAt, endsAt };
}
