import { readFileSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

// An item as Markdown files on a real PostgreSQL: an export of every language imports
// as a new item with the same fields and texts, all drafts; a refused import names the problem and
// writes nothing.

process.env.DATABASE_URL = inject("databaseUrl");

const { exportItemFile, importItemFiles, MAX_IMPORT_FILE_BYTES } = await import("@/lib/newsroom/markdown");
const { getEditorItem, saveItem } = await import("@/lib/newsroom/items");
const { openEdition, publishEdition, saveEdition } = await import("@/lib/newsroom/editions");
const { itemSchema, emptyItem } = await import("@/lib/validation/newsroom");

const db = testDb();
afterAll(() => db.$disconnect());

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const editor = await db.user.create({ data: { email: `md-${run}@example.test`, role: "EDITOR" } });
const category = await db.category.create({ data: { type: "EVENT", slug: `md-${run}` } });
const source = await db.source.create({ data: { slug: `md-source-${run}`, name: "A source" } });
const locales = ["es", "en", "fr"] as const;

/** An event written in Spanish, with most fields set, its Spanish text published then edited again. */
async function anEvent(slug: string) {
  const fields = itemSchema.parse({
    ...emptyItem,
    type: "EVENT",
    category: category.slug,
    slug,
    tags: `masks, md-tag-${run}`,
    accessLevel: "LIMITED",
    originalLocale: "es",
    source: source.slug,
    featured: true,
    imageUrl: "/api/media/some-image",
    imageAlt: "Personas con cubrebocas en una sala ventilada",
    externalUrl: "https://example.org/event",
    startsAt: "2027-03-01T18:30",
    endsAt: "2027-03-01T20:00",
    eventUrl: "https://example.org/register",
    isEventFree: "yes",
    onlineOnly: "no",
    email: "events@example.org",
    address: "Calle Principal 250",
    city: "Ciudad de México",
    country: "MX",
  });
  const saved = await saveItem(fields, editor.id);
  if (!saved.ok) throw new Error(JSON.stringify(saved));
  for (const locale of locales) {
    const edition = {
      articleId: saved.id,
      locale,
      title: `Título ${locale}: "entre comillas" y dos: puntos`,
      summary: `Resumen ${locale}`,
      body: `# ${locale}\n\nUn párrafo con **negritas**.\n\n- una lista\n- de puntos`,
      seoDescription: locale === "es" ? "Descripción para buscadores" : null,
      version: 0,
      autosave: false,
    };
    const result = await saveEdition(edition, editor.id);
    if (!result.ok) throw new Error(JSON.stringify(result));
  }
  // Readers see the published Spanish text; the draft, edited since, is what is exported.
  await publishEdition(saved.id, "es", { change: "minor", correction: null, userId: editor.id });
  await saveEdition(
    {
      articleId: saved.id,
      locale: "es",
      title: "Título editado después de publicar",
      summary: "Resumen es",
      body: "Un cuerpo nuevo, todavía en borrador.",
      seoDescription: "Descripción para buscadores",
      version: 1,
      autosave: false,
    },
    editor.id,
  );
  return saved.id;
}

async function exported(id: string) {
  const files = [];
  for (const locale of locales) {
    const file = await exportItemFile(id, locale);
    if (!file) throw new Error(`no ${locale} file`);
    files.push({ name: file.fileName, bytes: new TextEncoder().encode(file.text), text: file.text });
  }
  return files;
}

const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });
const articles = (slug: string) => db.article.count({ where: { slug } });

describe("Markdown export and import", () => {
  it("exports each language's draft in the content files' format, and imports it back as the same item", async () => {
    const id = await anEvent(`md-event-${run}`);
    const files = await exported(id);
    expect(files.map((f) => f.name)).toEqual([
      `md-event-${run}.es.md`,
      `md-event-${run}.en.md`,
      `md-event-${run}.fr.md`,
    ]);
    // The original language's file carries the fields; the others only their texts.
    expect(files[0]!.text).toMatch(/^---\ntype: event\ntitle: /);
    expect(files[0]!.text).toContain(`category: md-${run}\naccess: LIMITED\noriginalLocale: es\npublishedDaysAgo: 0\n`);
    expect(files[0]!.text).toContain("Título editado después de publicar");
    expect(files[0]!.text).toContain("\n---\n\nUn cuerpo nuevo, todavía en borrador.\n");
    expect(files[1]!.text).not.toContain("category:");

    const copy = `md-copy-${run}`;
    const result = await importItemFiles(files, editor.id, { slug: copy });
    expect(result).toEqual({ ok: true, id: expect.any(String) });
    if (!result.ok) return;
    const [before, after] = await Promise.all([getEditorItem(id), getEditorItem(result.id)]);
    // Every field but the item's own (id, address, version, dates) and its texts, compared below.
    const own = ["id", "slug", "version", "publishedAt", "updatedAt", "siteEditedAt", "editedAt"] as const;
    const texts = ["translations", "drafts", "languages"] as const;
    const comparable = (item: NonNullable<typeof before>) => {
      const rest: Partial<typeof item> = { ...item };
      for (const key of [...own, ...texts]) delete rest[key];
      return rest;
    };
    expect(after && comparable(after)).toEqual(comparable(before!));
    expect(after?.slug).toBe(copy);
    for (const locale of locales) {
      const [original, imported] = await Promise.all([openEdition(id, locale), openEdition(result.id, locale)]);
      expect(imported.text, locale).toEqual(original.text);
      // Nothing is published: every language is a draft.
      expect(imported.status, locale).toBe("DRAFT");
    }
    expect(after?.translations).toEqual([]);
    expect(after?.languages.find((l) => l.locale === "pt")?.status).toBeNull();
  });

  it("refuses the files of an address already taken, and writes nothing", async () => {
    const slug = `md-taken-${run}`;
    const files = await exported(await anEvent(slug));
    expect(await importItemFiles(files, editor.id)).toEqual({
      ok: false,
      problems: [{ file: `${slug}.es.md`, code: "slugTaken" }],
    });
    expect(await articles(slug)).toBe(1);
  });

  it("names the file and the problem: broken front matter, unknown category, no language in the name, too large", async () => {
    const slug = `md-refused-${run}`;
    const front = `type: news\ntitle: A title\nsummary: A summary\npublishedDaysAgo: 0`;
    const cases: Array<[Array<{ name: string; bytes: Uint8Array }>, unknown]> = [
      [
        [file(`${slug}.en.md`, `---\n${front}\ncategory: [unclosed\n---\n\nText.\n`)],
        [{ file: `${slug}.en.md`, code: "brokenFrontMatter", line: expect.any(Number), detail: expect.any(String) }],
      ],
      [
        [file(`${slug}.en.md`, `---\n${front}\ncategory: gossip\n---\n\nText.\n`)],
        [{ file: `${slug}.en.md`, code: "categoryUnknown", category: "gossip", type: "NEWS" }],
      ],
      [
        [file(`${slug}.md`, `---\n${front}\ncategory: research\n---\n\nText.\n`)],
        [{ file: `${slug}.md`, code: "fileName" }],
      ],
      [
        [file(`${slug}.en.md`, `---\n${front}\ncategory: research\n---\n\n${"x".repeat(MAX_IMPORT_FILE_BYTES)}\n`)],
        [{ file: `${slug}.en.md`, code: "tooLarge" }],
      ],
      [
        [file(`${slug}.de.md`, `---\ntitle: Ein Titel\nsummary: Kurz\n---\n\nText.\n`)],
        [{ file: `${slug}.de.md`, code: "language", language: "de" }],
      ],
      [
        [file(`${slug}.fr.md`, `---\ntitle: Un titre\nsummary: Un résumé\n---\n\nTexte.\n`)],
        [{ file: `${slug}.*.md`, code: "noFields" }],
      ],
    ];
    for (const [files, problems] of cases) {
      const result = await importItemFiles(files, editor.id);
      expect(result, files[0]!.name).toEqual({ ok: false, problems });
    }
    expect(await articles(slug)).toBe(0);
  });

  it("checks the fields as the item form does, and says which", async () => {
    const slug = `md-form-${run}`;
    const text = `---\ntype: event\ntitle: T\nsummary: S\ncategory: md-${run}\npublishedDaysAgo: 0\nimageUrl: /api/media/x\n---\n\nBody.\n`;
    expect(await importItemFiles([file(`${slug}.en.md`, text)], editor.id)).toEqual({
      ok: false,
      problems: [{ file: `${slug}.en.md`, code: "fieldValue", field: "imageAlt", key: "imageAltRequired" }],
    });
    expect(await articles(slug)).toBe(0);
  });

  it("asks a file of content/items, whose folder gives its type, to say its type", async () => {
    const name = "airborne-transmission-explained.en.md";
    const raw = readFileSync(`content/items/scientific-library/${name}`, "utf8");
    expect(await importItemFiles([file(name, raw)], editor.id)).toEqual({
      ok: false,
      problems: [{ file: name, code: "typeMissing" }],
    });
  });
});
