import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/routing";
import {
  eventTimes,
  itemFileName,
  readItemFiles,
  typeFolder,
  writeItemFile,
  type FileProblem,
  type ItemFromFiles,
  type ItemType,
} from "@/lib/content/item-files";
import { isValidationKey } from "@/lib/validation/keys";
import type { ValidationKey } from "@/lib/validation/messages";
import { editionSchema, itemSchema, type ItemInput } from "@/lib/validation/newsroom";
import { openEdition, saveEdition } from "./editions";
import { getEditorItem, saveItem, type EditorItem } from "./items";

// An item as Markdown files: the same format and parser as content/items
// (lib/content/item-files.ts), one file per language. Export writes a language's current draft (what
// editors work on), else what readers see; import makes a new item whose languages are all drafts,
// or writes nothing and names every problem. Seed-only fields of content files (citation, channel,
// related, products, durationSeconds, latitude, longitude) are not newsroom fields: import skips them.

export const MAX_IMPORT_FILES = 4;
export const MAX_IMPORT_FILE_BYTES = 512 * 1024;

const DAY = 86_400_000;

/** The original language's front matter: the item's fields, in the order content files use. */
function fieldsOf(item: EditorItem) {
  const iso = (date: Date | null) => date?.toISOString();
  const flag = (value: boolean | null) => value ?? undefined;
  return {
    category: item.category,
    access: item.accessLevel,
    originalLocale: item.originalLocale,
    publishedDaysAgo: item.translations.length
      ? Math.max(0, Math.floor((Date.now() - item.publishedAt.getTime()) / DAY))
      : 0,
    featured: item.featured || undefined,
    alertLevel: item.alertLevel?.toLowerCase(),
    tags: item.tags.length ? item.tags : undefined,
    source: item.source,
    imageUrl: item.imageUrl,
    imageAlt: item.imageUrl ? item.imageAlt : undefined,
    externalUrl: item.externalUrl,
    brand: item.brand,
    manufacturerUrl: item.manufacturerUrl,
    videoProvider: item.videoProvider,
    videoId: item.videoId,
    startsAt: iso(item.startsAt),
    endsAt: iso(item.endsAt),
    isEventFree: flag(item.isEventFree),
    onlineOnly: flag(item.onlineOnly),
    eventUrl: item.eventUrl,
    phone: item.phone,
    email: item.email,
    website: item.website,
    address: item.address,
    city: item.city,
    region: item.region,
    country: item.country,
  };
}

/** A language's file, or null for an unknown item or a language with no title yet. */
export async function exportItemFile(articleId: string, locale: Locale) {
  const item = await getEditorItem(articleId);
  if (!item) return null;
  const { text } = await openEdition(articleId, locale);
  if (!text.title) return null;
  const texts = { title: text.title, summary: text.summary, seoDescription: text.seoDescription };
  const front = locale === item.originalLocale ? { type: typeFolder(item.type), ...texts, ...fieldsOf(item) } : texts;
  return { fileName: itemFileName(item.slug, locale), text: writeItemFile(front, text.body) };
}

/** What is wrong with an import: a file's problem, or one of the whole upload. */
export type ImportProblem =
  | FileProblem
  | { file: string; code: "tooLarge" | "notText" | "slugTaken" | "sourceUnknown" }
  | { file: string; code: "fieldValue"; field: string; key: ValidationKey }
  | { file: ""; code: "noFiles" | "tooManyFiles" | "severalItems" };

export type ImportResult = { ok: true; id: string } | { ok: false; problems: ImportProblem[] };

const yesNo = (value: boolean | undefined) => (value === undefined ? "" : value ? "yes" : "no");

/** The item form's values from a fields file, so an import passes the same checks as the form. */
function formValues({ type, slug, fields }: ItemFromFiles): ItemInput {
  const { startsAt, endsAt } = eventTimes(fields, new Date(new Date().toISOString().slice(0, 10)).getTime());
  return {
    type,
    category: fields.category,
    slug,
    tags: (fields.tags ?? []).join(", "),
    accessLevel: fields.access ?? "FREE",
    alertLevel: (fields.alertLevel?.toUpperCase() as ItemInput["alertLevel"]) ?? "",
    originalLocale: fields.originalLocale ?? "en",
    source: fields.source ?? "",
    featured: fields.featured ?? false,
    imageUrl: fields.imageUrl ?? "",
    imageAlt: fields.imageAlt ?? "",
    externalUrl: fields.externalUrl ?? "",
    // As the form's datetime-local inputs send them: UTC, to the minute (lib/validation/newsroom.ts).
    startsAt: startsAt?.toISOString().slice(0, 16) ?? "",
    endsAt: endsAt?.toISOString().slice(0, 16) ?? "",
    eventUrl: fields.eventUrl ?? "",
    isEventFree: yesNo(fields.isEventFree),
    onlineOnly: yesNo(fields.onlineOnly),
    phone: fields.phone ?? "",
    email: fields.email ?? "",
    website: fields.website ?? "",
    address: fields.address ?? "",
    city: fields.city ?? "",
    region: fields.region ?? "",
    country: fields.country ?? "",
    videoProvider: fields.videoProvider ?? "",
    videoId: fields.videoId ?? "",
    brand: fields.brand ?? "",
    manufacturerUrl: fields.manufacturerUrl ?? "",
  };
}

const keyOf = (message: string | undefined): ValidationKey => (isValidationKey(message) ? message : "invalid");

async function knownCategories() {
  const rows = await db.category.findMany({ select: { type: true, slug: true } });
  const byType = new Map<ItemType, Set<string>>();
  for (const row of rows) {
    if (!byType.has(row.type)) byType.set(row.type, new Set());
    byType.get(row.type)!.add(row.slug);
  }
  return (type: ItemType): ReadonlySet<string> => byType.get(type) ?? new Set();
}

/** The uploaded files as text, or the problems of those that are too large or not UTF-8 text. */
function decode(files: Array<{ name: string; bytes: Uint8Array }>) {
  const problems: ImportProblem[] = [];
  const decoded: Array<{ name: string; raw: string }> = [];
  for (const { name, bytes } of files) {
    if (bytes.byteLength > MAX_IMPORT_FILE_BYTES) {
      problems.push({ file: name, code: "tooLarge" });
      continue;
    }
    try {
      decoded.push({ name, raw: new TextDecoder("utf-8", { fatal: true }).decode(bytes) });
    } catch {
      problems.push({ file: name, code: "notText" });
    }
  }
  return { decoded, problems };
}

/**
 * Creates an item from one file per language, every language a draft (nothing is published), or
 * writes nothing and returns every problem found. `slug`, when given, replaces the files' own (a
 * copy of an exported item under a new address).
 */
export async function importItemFiles(
  files: Array<{ name: string; bytes: Uint8Array }>,
  userId: string,
  options: { slug?: string } = {},
): Promise<ImportResult> {
  if (files.length === 0) return { ok: false, problems: [{ file: "", code: "noFiles" }] };
  if (files.length > MAX_IMPORT_FILES) return { ok: false, problems: [{ file: "", code: "tooManyFiles" }] };
  const { decoded, problems } = decode(files);
  if (problems.length) return { ok: false, problems };
  const read = readItemFiles(decoded, { categoriesOf: await knownCategories() });
  if (read.problems.length) return { ok: false, problems: read.problems };
  if (read.items.length !== 1) return { ok: false, problems: [{ file: "", code: "severalItems" }] };

  const item = read.items[0]!;
  const original = item.fields.originalLocale ?? "en";
  const fieldsFile = itemFileName(item.slug, original);
  const fields = itemSchema.safeParse({ ...formValues(item), ...(options.slug ? { slug: options.slug } : {}) });
  const invalid: ImportProblem[] = fields.success
    ? []
    : fields.error.issues.map((i) => ({
        file: fieldsFile,
        code: "fieldValue",
        field: String(i.path[0]),
        key: keyOf(i.message),
      }));
  const texts = Object.entries(item.texts).map(([locale, text]) => {
    const parsed = editionSchema.safeParse({
      articleId: "new",
      locale,
      ...text,
      seoDescription: text.seoDescription ?? "",
      version: 0,
    });
    if (!parsed.success)
      for (const i of parsed.error.issues)
        invalid.push({
          file: itemFileName(item.slug, locale as Locale),
          code: "fieldValue",
          field: String(i.path[0]),
          key: keyOf(i.message),
        });
    return parsed;
  });
  if (!fields.success || invalid.length) return { ok: false, problems: invalid };

  const saved = await saveItem(fields.data, userId);
  if (!saved.ok) {
    if ("key" in saved && saved.key !== "categoryUnknown")
      return { ok: false, problems: [{ file: fieldsFile, code: saved.key }] };
    throw new Error(`Import: saving the new item failed (${"key" in saved ? saved.key : saved.error})`);
  }
  try {
    for (const text of texts) {
      if (!text.success) continue;
      const result = await saveEdition({ ...text.data, articleId: saved.id }, userId);
      if (!result.ok) throw new Error(`Import: saving the ${text.data.locale} draft failed (${result.error})`);
    }
  } catch (error) {
    // All or nothing: an item missing some of its languages would look imported. The new item had
    // nothing but these drafts (nothing published, no bookmark), so it goes with them.
    await db.article.delete({ where: { id: saved.id } }).catch(() => undefined);
    throw error;
  }
  return { ok: true, id: saved.id };
}
