// The demo content as files (docs/content.md): content/items/<type>/<slug>.<locale>.md, Markdown with
// YAML front matter. The original language's file carries the item's fields (category, dates,
// tags, source, contact...) with its title and summary; each other language's file only its title
// and summary. One importer reads them all and validates every file with zod before anything is
// written: a missing title, an unknown category, broken front matter or a language the site does
// not have stops the seed with every error, each with its file and field.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { z } from "zod";
import { categories } from "./content/categories";
import type { Locale, SeedItem, SeedType, Text } from "./types";

export const contentRoot = path.join("content", "items");
const locales = ["en", "es", "fr", "pt"] as const satisfies readonly Locale[];
const types = Object.keys(categories) as SeedType[];
/** The folder of a type: NEWS -> news, PUBLIC_HEALTH -> public-health. */
export const typeFolder = (type: SeedType) => type.toLowerCase().replace(/_/g, "-");

const text = z.string().trim().min(1, "is required");
const slugList = z.array(z.string().min(1));
const translationSchema = z.strictObject({ title: text, summary: text });
const itemSchema = z.strictObject({
  title: text,
  summary: text,
  category: z.string().min(1, "is required"),
  access: z.enum(["FREE", "LIMITED", "PREMIUM"]).optional(),
  originalLocale: z.enum(locales).optional(),
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
  startsInDays: z.number().int().optional(),
  durationHours: z.number().positive().optional(),
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

export class ContentErrors extends Error {
  constructor(readonly problems: string[]) {
    super(`The content files have ${problems.length} error(s):\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
}

type Parsed = { front: Record<string, unknown>; body: string };

/** Splits front matter from body; null when the file does not open with a closed `---` block. */
function split(raw: string): { head: string; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  return match ? { head: match[1]!, body: match[2]!.trim() } : null;
}

function parse(file: string, raw: string, problems: string[]): Parsed | null {
  const parts = split(raw);
  if (!parts) {
    problems.push(`${file}: no front matter (the file must start with a --- block)`);
    return null;
  }
  let front: unknown;
  try {
    front = yaml.load(parts.head, { schema: yaml.JSON_SCHEMA });
  } catch (error) {
    problems.push(`${file}: broken front matter: ${(error as Error).message.split("\n")[0]}`);
    return null;
  }
  if (!front || typeof front !== "object" || Array.isArray(front)) {
    problems.push(`${file}: front matter is not a set of fields`);
    return null;
  }
  if (!parts.body) problems.push(`${file}: body: is required`);
  return { front: front as Record<string, unknown>, body: parts.body };
}

const issues = (file: string, error: z.ZodError) =>
  error.issues.map((issue) => {
    const field = issue.path.join(".") || "front matter";
    const message =
      issue.code === "unrecognized_keys"
        ? `unknown field(s) ${issue.keys.join(", ")}`
        : issue.code === "invalid_type" && issue.input === undefined
          ? "is required"
          : issue.message;
    return `${file}: ${field}: ${message}`;
  });

/**
 * Reads every content file under `root` (by default content/items), validates all of them, and
 * returns the items by type. Throws ContentErrors listing every problem; nothing is returned, so
 * nothing can be written, unless every file is valid.
 */
export function loadContent(root = contentRoot): Record<SeedType, SeedItem[]> {
  const problems: string[] = [];
  const out = Object.fromEntries(types.map((t) => [t, [] as SeedItem[]])) as Record<SeedType, SeedItem[]>;
  const folders = readdirSync(root, { withFileTypes: true });
  for (const entry of folders) {
    const type = types.find((t) => typeFolder(t) === entry.name);
    if (!entry.isDirectory() || !type) {
      problems.push(`${path.join(root, entry.name)}: not a content type folder (${types.map(typeFolder).join(", ")})`);
      continue;
    }
    const known = new Set(categories[type].map((c) => c.slug));
    type Entry = { fields?: z.output<typeof itemSchema>; invalid?: boolean; texts: Partial<Record<Locale, Text>> };
    const items = new Map<string, Entry>();
    for (const name of readdirSync(path.join(root, entry.name)).sort()) {
      const file = path.join(root, entry.name, name);
      const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/.exec(name);
      if (!match) {
        problems.push(`${file}: the name must be <slug>.<language>.md (kebab-case slug)`);
        continue;
      }
      const [, slug, language] = match as unknown as [string, string, string];
      if (!(locales as readonly string[]).includes(language)) {
        problems.push(`${file}: language "${language}" is not one of the site's (${locales.join(", ")})`);
        continue;
      }
      const parsed = parse(file, readFileSync(file, "utf8"), problems);
      if (!parsed) continue;
      const item = items.get(slug) ?? { texts: {} };
      items.set(slug, item);
      // The file with the item's fields is the original language's; the others hold a translation.
      if ("category" in parsed.front || "publishedDaysAgo" in parsed.front) {
        const result = itemSchema.safeParse(parsed.front);
        if (!result.success) {
          problems.push(...issues(file, result.error));
          item.invalid = true;
          continue;
        }
        if (item.fields) problems.push(`${file}: a second file with the item's fields (only the original language's)`);
        if ((result.data.originalLocale ?? "en") !== language)
          problems.push(`${file}: the item's fields belong in its original language's file`);
        if (result.data.alertLevel && type !== "PUBLIC_HEALTH")
          problems.push(`${file}: alertLevel: only public health watch items have an alert level`);
        if (!known.has(result.data.category))
          problems.push(`${file}: category: unknown category "${result.data.category}" for ${type}`);
        item.fields = result.data;
        item.texts[language as Locale] = { title: result.data.title, summary: result.data.summary, body: parsed.body };
      } else {
        const result = translationSchema.safeParse(parsed.front);
        if (!result.success) problems.push(...issues(file, result.error));
        else item.texts[language as Locale] = { ...result.data, body: parsed.body };
      }
    }
    for (const [slug, { fields, invalid, texts }] of items) {
      if (invalid) continue;
      if (!fields) {
        problems.push(`${path.join(root, entry.name, slug)}.*.md: no file with the item's fields (category, dates...)`);
        continue;
      }
      const rest: Partial<typeof fields> = { ...fields };
      delete rest.title;
      delete rest.summary;
      out[type].push({ slug, ...(rest as Omit<typeof fields, "title" | "summary">), translations: texts });
    }
  }
  if (problems.length) throw new ContentErrors(problems);
  return out;
}
