import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

// The newsroom on a real PostgreSQL: drafts live apart from what readers see, each
// language has its own status, publishing (now or scheduled) shows the text at once and once,
// conflicts lose nothing, revisions restore, a changed address redirects, machine drafts keep the
// Markdown, and every action refuses anyone who is not an editor or an admin.

// A LibreTranslate stand-in: answers "[target] q", keeping the HTML it was sent.
const translator = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    const { q, target } = JSON.parse(body) as { q: string; target: string };
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ translatedText: `[${target}] ${q}` }));
  });
});
await new Promise<void>((resolve) => translator.listen(0, "127.0.0.1", resolve));

process.env.DATABASE_URL = inject("databaseUrl");
process.env.TRANSLATE_URL = `http://127.0.0.1:${(translator.address() as AddressInfo).port}`;

const actions = await import("@/lib/actions/newsroom");
const { emptyItem } = await import("@/lib/validation/newsroom");
const { publishEdition, saveEdition, unpublishEdition, listRevisions, restoreRevision, markScheduled } =
  await import("@/lib/newsroom/editions");
const { findRedirect, listEditorItems } = await import("@/lib/newsroom/items");
const { publishDue, runScheduledPublication } = await import("@/lib/newsroom/schedule");
const { translateMarkdown } = await import("@/lib/newsroom/machine-translation");
const { draftFromContribution } = await import("@/lib/newsroom/contributions");
const { getArticle } = await import("@/lib/content/article");
// The lists' query itself: the shared cache in front of it (listLatest) is Next's, expired by the same
// publications; e2e/newsroom.spec.ts sees a publication reach the cached home page.
const { findLatest } = await import("@/lib/content/latest");
const { listBookmarks } = await import("@/lib/bookmarks/bookmarks");

const db = testDb();
afterAll(async () => {
  await db.$disconnect();
  translator.close();
});

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
type Role = "USER" | "EDITOR" | "MODERATOR" | "ADMIN";
async function person(name: string, role: Role) {
  return db.user.create({
    data: { email: `${name}-${run}@example.test`, username: `${name}_${run}`.slice(0, 30), role },
  });
}
type Person = Awaited<ReturnType<typeof person>>;
const as = (user: Person | null) => ({
  user: async () => user && { ...user, name: null, locale: "en" as const, createdAt: new Date() },
  address: async () => "203.0.113.31",
  locale: async () => "en" as const,
});

const editor = await person("editor", "EDITOR");
const second = await person("second", "EDITOR");
const category = await db.category.create({ data: { type: "NEWS", slug: `newsroom-${run}` } });

const fields = (slug: string, extra: Record<string, unknown> = {}) => ({
  ...emptyItem,
  category: category.slug,
  slug,
  ...extra,
});

async function newItem(slug: string) {
  const result = await actions.saveItemAction.runWith(fields(slug), as(editor));
  if (!result.ok) throw new Error(`saveItem failed: ${JSON.stringify(result)}`);
  return result.id;
}
const text = (articleId: string, locale: "en" | "es" | "fr" | "pt", title: string, version = 0, autosave = false) => ({
  articleId,
  locale,
  title,
  summary: `${title}: the lead`,
  body: `${title}: the body.`,
  seoDescription: null,
  version,
  autosave,
});
const reader = (slug: string, locale: "en" | "es" | "fr" | "pt") =>
  getArticle("NEWS", category.slug, slug, locale, { signedIn: false });

describe("the newsroom's actions", () => {
  it("refuse visitors, members and moderators, and change nothing", async () => {
    const member = await person("member", "USER");
    const moderator = await person("moderator", "MODERATOR");
    const id = await newItem(`guarded-${run}`);
    const calls: Array<[string, (ctx: ReturnType<typeof as>) => Promise<{ ok: boolean; error?: string }>]> = [
      ["saveItem", (c) => actions.saveItemAction.runWith(fields(`intruder-${run}`), c)],
      ["saveEdition", (c) => actions.saveEditionAction.runWith(text(id, "en", "Intruder"), c)],
      [
        "publish",
        (c) =>
          actions.publishEditionAction.runWith({ articleId: id, locale: "en", change: "minor", correction: "" }, c),
      ],
      ["unpublish", (c) => actions.unpublishEditionAction.runWith({ articleId: id, locale: "en" }, c)],
      [
        "schedule",
        (c) =>
          actions.scheduleEditionAction.runWith(
            { articleId: id, locale: "en", at: new Date(Date.now() + 60_000).toISOString() },
            c,
          ),
      ],
      ["review", (c) => actions.reviewEditionAction.runWith({ articleId: id, locale: "en", inReview: true }, c)],
      ["restore", (c) => actions.restoreRevisionAction.runWith({ articleId: id, revisionId: "none" }, c)],
      ["machine", (c) => actions.draftTranslationAction.runWith({ articleId: id, locale: "es" }, c)],
      ["preview", (c) => actions.previewMarkdownAction.runWith({ body: "x" }, c)],
    ];
    for (const [name, call] of calls) {
      expect(await call(as(null)), `${name} by a visitor`).toEqual({ ok: false, error: "signIn" });
      for (const who of [member, moderator])
        expect(await call(as(who)), `${name} by a ${who.role}`).toEqual({ ok: false, error: "forbidden" });
    }
    expect(await db.article.count({ where: { slug: `intruder-${run}` } })).toBe(0);
    expect(await db.articleDraft.count({ where: { articleId: id } })).toBe(0);
    // An admin may (the newsroom is theirs too).
    const admin = await person("admin", "ADMIN");
    expect(await actions.previewMarkdownAction.runWith({ body: "**x**" }, as(admin))).toEqual({
      ok: true,
      html: "<p><strong>x</strong></p>\n",
    });
  });

  it("refuse bad input with field messages and keep the item as it was", async () => {
    const result = await actions.saveItemAction.runWith(
      fields("Not A Slug", { imageUrl: "/media/x.jpg", country: "Mexico", alertLevel: "ALERT" }),
      as(editor),
    );
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { slug: "slugInvalid", country: "countryInvalid" },
    });
    // The rules between fields, once each field is well formed.
    const crossed = await actions.saveItemAction.runWith(
      fields(`crossed-${run}`, { imageUrl: "/media/x.jpg", alertLevel: "ALERT" }),
      as(editor),
    );
    expect(crossed).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { imageAlt: "imageAltRequired", alertLevel: "alertLevelPublicHealth" },
    });
    const unknown = await actions.saveItemAction.runWith(
      fields(`x-${run}`, { category: "no-such-category" }),
      as(editor),
    );
    expect(unknown).toEqual({ ok: false, error: "invalid", fieldErrors: { category: "categoryUnknown" } });
  });
});

describe("drafts live apart from what readers see", () => {
  it("publishes English alone, then Spanish; autosaves and pending edits change nothing readers see", async () => {
    const slug = `outbreak-${run}`;
    const id = await newItem(slug);
    // A new item with drafts only is nowhere for readers.
    expect(await saveEdition(text(id, "en", "Outbreak update"), editor.id)).toEqual({ ok: true, version: 1 });
    expect(await reader(slug, "en")).toBeNull();
    const latest = async (locale: "en" | "es") =>
      (await findLatest({ locale, types: ["NEWS"], limit: 200 })).find((item) => item.id === id);
    expect(await latest("en")).toBeUndefined();

    expect(await publishEdition(id, "en", { change: "substantive", correction: null, userId: editor.id })).toEqual({
      ok: true,
      first: true,
    });
    const english = await reader(slug, "en");
    expect(english).toMatchObject({
      title: "Outbreak update",
      textLocale: "en",
      availableLocales: ["en"],
      editedAt: null,
    });
    // Spanish readers get the English text, marked as such, until Spanish is published.
    expect(await reader(slug, "es")).toMatchObject({ title: "Outbreak update", textLocale: "en" });
    expect(await latest("en")).toMatchObject({ title: "Outbreak update" });

    await saveEdition(text(id, "es", "Actualización del brote"), editor.id);
    expect((await reader(slug, "es"))?.textLocale).toBe("en");
    await publishEdition(id, "es", { change: "substantive", correction: null, userId: editor.id });
    expect(await reader(slug, "es")).toMatchObject({ title: "Actualización del brote", textLocale: "es" });
    expect((await reader(slug, "en"))?.availableLocales.sort()).toEqual(["en", "es"]);

    // An autosave of an edit: readers still see the published text.
    const draft = await db.articleDraft.findUniqueOrThrow({
      where: { articleId_locale: { articleId: id, locale: "en" } },
    });
    expect(
      await saveEdition(text(id, "en", "Outbreak update, corrected", draft.version, true), editor.id),
    ).toMatchObject({ ok: true });
    expect((await reader(slug, "en"))?.title).toBe("Outbreak update");
    const [listed] = (await listEditorItems({ q: "Outbreak update, corrected", page: 1 })).items;
    expect(listed?.languages.find((l) => l.locale === "en")).toMatchObject({ status: "PUBLISHED", pending: true });

    // A typo fix moves no date; a substantive edit sets "Updated" and carries its note.
    await publishEdition(id, "en", { change: "minor", correction: null, userId: editor.id });
    expect(await reader(slug, "en")).toMatchObject({
      title: "Outbreak update, corrected",
      editedAt: null,
      correction: null,
    });
    await saveEdition(text(id, "en", "Outbreak update: new figures", draft.version + 1), editor.id);
    await publishEdition(id, "en", {
      change: "substantive",
      correction: "The case count was wrong.",
      userId: editor.id,
    });
    const corrected = await reader(slug, "en");
    expect(corrected).toMatchObject({ title: "Outbreak update: new figures", correction: "The case count was wrong." });
    expect(corrected?.editedAt).toBeInstanceOf(Date);
  });

  it("unpublishing hides the item everywhere; a member's bookmark says it is no longer available", async () => {
    const slug = `withdrawn-${run}`;
    const id = await newItem(slug);
    await saveEdition(text(id, "en", "Withdrawn item"), editor.id);
    await publishEdition(id, "en", { change: "substantive", correction: null, userId: editor.id });
    const member = await person("reader", "USER");
    await db.bookmark.create({ data: { userId: member.id, articleId: id } });
    expect((await listBookmarks(member.id, "en"))[0]?.article?.title).toBe("Withdrawn item");

    expect(await unpublishEdition(id, "en", editor.id)).toBe(true);
    expect(await reader(slug, "en")).toBeNull();
    expect((await findLatest({ locale: "en", types: ["NEWS"], limit: 200 })).some((i) => i.id === id)).toBe(false);
    expect(await listBookmarks(member.id, "en")).toEqual([{ articleId: id, savedAt: expect.any(Date), article: null }]);
    // The text is kept for the editors.
    expect(
      await db.articleDraft.findUnique({ where: { articleId_locale: { articleId: id, locale: "en" } } }),
    ).toMatchObject({
      status: "UNPUBLISHED",
      title: "Withdrawn item",
    });
  });
});

describe("conflicts, revisions and addresses", () => {
  it("refuses the second of two saves from the same version and returns the stored text", async () => {
    const id = await newItem(`conflict-${run}`);
    await saveEdition(text(id, "en", "First words"), editor.id);
    const mine = await saveEdition(text(id, "en", "Editor one", 1), editor.id);
    expect(mine).toEqual({ ok: true, version: 2 });
    const theirs = await saveEdition(text(id, "en", "Editor two", 1), second.id);
    expect(theirs).toMatchObject({ ok: false, error: "conflict", theirs: { title: "Editor one", version: 2 } });
    // Keeping their own version on purpose: saving from the version they now know.
    expect(await saveEdition(text(id, "en", "Editor two", 2), second.id)).toEqual({ ok: true, version: 3 });

    // The item's fields: the same rule.
    const { version } = await db.article.findUniqueOrThrow({ where: { id } });
    expect(
      await actions.saveItemAction.runWith({ ...fields(`conflict-${run}`), id, version, featured: true }, as(editor)),
    ).toMatchObject({
      ok: true,
      conflict: null,
    });
    const stale = await actions.saveItemAction.runWith(
      { ...fields(`conflict-${run}`), id, version, featured: false },
      as(second),
    );
    expect(stale).toMatchObject({ ok: true, conflict: { version: version + 1 } });
    expect((await db.article.findUniqueOrThrow({ where: { id } })).featured).toBe(true);
  });

  it("restores a revision as the draft, and keeps none for autosaves", async () => {
    const id = await newItem(`revisions-${run}`);
    await saveEdition(text(id, "en", "Version A"), editor.id);
    await saveEdition(text(id, "en", "Version B", 1), editor.id);
    await saveEdition(text(id, "en", "Version B, typing", 2, true), editor.id);
    const revisions = await listRevisions(id, "en");
    expect(revisions.map((r) => (r.data as { title: string }).title)).toEqual(["Version B", "Version A"]);
    const result = await actions.restoreRevisionAction.runWith(
      { articleId: id, revisionId: revisions[1]!.id },
      as(editor),
    );
    expect(result).toEqual({ ok: true, locale: "en" });
    expect(
      await db.articleDraft.findUniqueOrThrow({ where: { articleId_locale: { articleId: id, locale: "en" } } }),
    ).toMatchObject({
      title: "Version A",
      version: 4,
    });
    expect(await restoreRevision(id, "no-such-revision", editor.id)).toEqual({ ok: false });
  });

  it("leaves a permanent redirect from a changed address", async () => {
    const id = await newItem(`old-address-${run}`);
    const { version } = await db.article.findUniqueOrThrow({ where: { id } });
    const moved = await actions.saveItemAction.runWith({ ...fields(`new-address-${run}`), id, version }, as(editor));
    expect(moved).toMatchObject({ ok: true, conflict: null });
    expect(await findRedirect("NEWS", category.slug, `old-address-${run}`)).toEqual({
      type: "NEWS",
      category: category.slug,
      slug: `new-address-${run}`,
    });
    // A slug another item has is refused on its field.
    await newItem(`taken-${run}`);
    const taken = await actions.saveItemAction.runWith(
      { ...fields(`taken-${run}`), id, version: version + 1 },
      as(editor),
    );
    expect(taken).toEqual({ ok: false, error: "invalid", fieldErrors: { slug: "slugTaken" } });
  });
});

describe("the editor list's title search", () => {
  it("finds an item by its slug, a draft's title or a published title, in any case, and follows renames", async () => {
    const id = await newItem(`search-slug-${run}`);
    const titles = async (q: string) => (await listEditorItems({ q, page: 1 })).items.map((item) => item.id);
    expect(await titles(`SEARCH-SLUG-${run}`)).toEqual([id]);
    await saveEdition(text(id, "fr", `Qualité de l'air ${run}`), editor.id);
    expect(await titles(`QUALITÉ DE L'AIR ${run}`)).toEqual([id]);
    const publish = () => publishEdition(id, "fr", { change: "substantive", correction: null, userId: editor.id });
    await publish();
    // Renamed in the draft: the draft's new title and the published old one both find it.
    const { version } = await db.articleDraft.findUniqueOrThrow({
      where: { articleId_locale: { articleId: id, locale: "fr" } },
    });
    await saveEdition(text(id, "fr", `Ventilation des écoles ${run}`, version), editor.id);
    expect(await titles(`écoles ${run}`)).toEqual([id]);
    expect(await titles(`qualité de l'air ${run}`)).toEqual([id]);
    // Published again, then withdrawn: the old title no longer finds it.
    await publish();
    expect(await titles(`qualité de l'air ${run}`)).toEqual([]);
    await unpublishEdition(id, "fr", editor.id);
    expect(await titles(`écoles ${run}`)).toEqual([id]);
    await db.article.delete({ where: { id } });
    expect(await titles(`écoles ${run}`)).toEqual([]);
  });
});

describe("scheduled publication", () => {
  it("publishes once at its time, whoever runs it, and leaves a changed schedule alone", async () => {
    const slug = `scheduled-${run}`;
    const id = await newItem(slug);
    await saveEdition(text(id, "en", "Scheduled item"), editor.id);
    const at = new Date(Date.now() + 60_000);
    expect(await markScheduled(id, "en", at)).toBe(true);
    expect(await publishDue()).toBe(0); // not yet
    expect(await reader(slug, "en")).toBeNull();

    // Two processes at once when the time has come: one publication.
    const [a, b] = await Promise.all([
      runScheduledPublication({ articleId: id, locale: "en", at: at.toISOString() }),
      runScheduledPublication({ articleId: id, locale: "en", at: at.toISOString() }),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((await reader(slug, "en"))?.title).toBe("Scheduled item");
    expect(await db.articleRevision.count({ where: { articleId: id, action: "publish" } })).toBe(1);

    // A job for a schedule that was changed meanwhile does nothing.
    await saveEdition(text(id, "en", "Rescheduled edit", 1), editor.id);
    await markScheduled(id, "en", new Date(Date.now() + 120_000));
    expect(await runScheduledPublication({ articleId: id, locale: "en", at: at.toISOString() })).toBe(false);
    expect((await reader(slug, "en"))?.title).toBe("Scheduled item");
  });

  it("refuses a time in the past", async () => {
    const id = await newItem(`past-${run}`);
    const result = await actions.scheduleEditionAction.runWith(
      { articleId: id, locale: "en", at: new Date(Date.now() - 60_000).toISOString() },
      as(editor),
    );
    expect(result).toEqual({ ok: false, error: "invalid", fieldErrors: { at: "scheduleInPast" } });
  });
});

describe("machine translation drafts", () => {
  it("translate each block's text and keep links, emphasis, lists and code", async () => {
    const sent: string[] = [];
    const out = await translateMarkdown(
      "## A heading\n\nSee [the WHO page](https://who.int/x) and **this**.\n\n- one *item*\n- `npm test` stays\n\n```\ncode stays\n```",
      async (html) => {
        sent.push(html);
        return html.replace(/See/, "Vea").replace(/one/, "uno");
      },
    );
    expect(out).toBe(
      "## A heading\n\nVea [the WHO page](https://who.int/x) and **this**.\n\n- uno *item*\n- `npm test` stays\n\n```\ncode stays\n```",
    );
    // The address and the code never went to the service.
    expect(sent.join("\n")).not.toContain("who.int");
    expect(sent.join("\n")).not.toContain("npm test");
  });

  it("fills an empty language, marked as machine-translated until an editor saves it", async () => {
    const id = await newItem(`machine-${run}`);
    await saveEdition({ ...text(id, "en", "Masks"), body: "Wear [a mask](https://example.org/masks)." }, editor.id);
    expect(await actions.draftTranslationAction.runWith({ articleId: id, locale: "fr" }, as(editor))).toEqual({
      ok: true,
    });
    const draft = await db.articleDraft.findUniqueOrThrow({
      where: { articleId_locale: { articleId: id, locale: "fr" } },
    });
    expect(draft).toMatchObject({
      title: "[fr] Masks",
      body: "[fr] Wear [a mask](https://example.org/masks).",
      machineTranslated: true,
    });
    // Never over an editor's text.
    expect(await actions.draftTranslationAction.runWith({ articleId: id, locale: "fr" }, as(editor))).toEqual({
      ok: false,
      error: "translationExists",
    });
    await saveEdition({ ...text(id, "fr", "Masques", draft.version) }, editor.id);
    expect(
      (await db.articleDraft.findUniqueOrThrow({ where: { articleId_locale: { articleId: id, locale: "fr" } } }))
        .machineTranslated,
    ).toBe(false);
  });
});

describe("contributions become drafts", () => {
  it("makes a draft in the contributor's language once, and mails them once when it is first published", async () => {
    const email = `tipster-${run}@example.test`;
    const contribution = await db.contribution.create({
      data: {
        category: "NEWS",
        description: "Una clínica de Monterrey abrió una sala con filtros HEPA. Más detalles en el enlace.",
        email,
        fromName: "Ana",
        link: "https://example.org/clinica",
        locale: "es",
        notifyOnPublish: true,
      },
    });
    const id = await draftFromContribution(contribution.id, editor.id);
    expect(id).toEqual(expect.any(String));
    expect(await draftFromContribution(contribution.id, editor.id)).toBe(id); // the same item again
    const article = await db.article.findUniqueOrThrow({
      where: { id: id! },
      include: { drafts: true, translations: true },
    });
    expect(article).toMatchObject({ type: "NEWS", originalLocale: "es", translations: [] });
    expect(article.drafts).toEqual([
      expect.objectContaining({
        locale: "es",
        title: "Una clínica de Monterrey abrió una sala con filtros HEPA.",
        body: expect.stringContaining("[https://example.org/clinica](https://example.org/clinica)"),
      }),
    ]);
    expect(await db.contribution.findUniqueOrThrow({ where: { id: contribution.id } })).toMatchObject({
      status: "HANDLED",
      articleId: id,
    });

    const mails = () => db.outgoingMail.findMany({ where: { to: email } });
    expect(await mails()).toEqual([]);
    await publishEdition(id!, "es", { change: "substantive", correction: null, userId: editor.id });
    const [notice, ...more] = await mails();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ subject: "Tu colaboración se publicó en Covid Info" });
    expect(notice!.text).toContain("/es/news/");
    // Published again after a withdrawal: no second mail.
    await unpublishEdition(id!, "es", editor.id);
    await publishEdition(id!, "es", { change: "substantive", correction: null, userId: editor.id });
    expect(await mails()).toHaveLength(1);
  });
});
