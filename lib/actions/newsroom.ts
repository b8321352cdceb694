"use server";

import { refresh } from "next/cache";
import { db } from "@/lib/db";
import { draftTranslation, translationService } from "@/lib/newsroom/machine-translation";
import {
  openEdition,
  publishEdition,
  restoreRevision,
  saveEdition,
  setReview,
  storeMachineDraft,
  unpublishEdition,
} from "@/lib/newsroom/editions";
import { saveItem } from "@/lib/newsroom/items";
import { draftFromContribution } from "@/lib/newsroom/contributions";
import { redirect } from "@/lib/i18n/navigation";
import { scheduleEdition } from "@/lib/newsroom/schedule";
import { reportError } from "@/lib/errors/report";
import { renderMarkdown } from "@/lib/markdown";
import { z } from "@/lib/validation/zod";
import {
  editionSchema,
  itemSchema,
  languageActionSchema,
  publishSchema,
  restoreSchema,
  scheduleSchema,
} from "@/lib/validation/newsroom";
import { action, each, pageAction } from "./kit";
import { fail } from "./result";

// The newsroom's actions. Every one is for editors and admins only, checked on the
// server by the kit (a visitor gets "signIn", any other member "forbidden"), whatever the page showed.
// Autosaves are counted apart from the rest, so typing never locks an editor out of publishing.
const editorLimits = [{ name: "newsroom:write", max: 300, windowSeconds: 600 }];
const autosaveLimits = [{ name: "newsroom:autosave", max: 600, windowSeconds: 600 }];

/** Creates an item or saves its fields. */
export const saveItemAction = action({
  name: "saveItem",
  access: "editor",
  schema: itemSchema,
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async (fields, { user }) => {
    const result = await saveItem(fields, user.id);
    if (result.ok) return { ok: true, id: result.id, version: result.version, conflict: null };
    if ("key" in result) return fail("invalid", { [result.field]: result.key });
    if (result.error === "notFound") return fail("notFound");
    // Nothing was written: the editor sees what is stored now beside what they typed.
    return {
      ok: true,
      id: fields.id ?? "",
      version: result.current.version,
      conflict: { version: result.current.version, updatedAt: result.current.updatedAt.toISOString() },
    };
  },
  revalidate: () => refresh(),
});

/** Saves a language's text (an autosave keeps no revision). */
export const saveEditionAction = action({
  name: "saveEdition",
  access: "editor",
  schema: editionSchema,
  limits: (data, { user }) => each(data.autosave ? autosaveLimits : editorLimits, user.id),
  run: async (input, { user }) => {
    const result = await saveEdition(input, user.id);
    if (result.ok) return { ok: true, version: result.version, theirs: null };
    if (result.error === "notFound") return fail("notFound");
    return { ok: true, version: result.theirs.version, theirs: result.theirs };
  },
});

/** Publishes a language now. */
export const publishEditionAction = action({
  name: "publishEdition",
  access: "editor",
  schema: publishSchema,
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ articleId, locale, change, correction }, { user }) => {
    const result = await publishEdition(articleId, locale, { change, correction, userId: user.id });
    if (result.ok) return { ok: true };
    return fail(result.error === "empty" ? "editionEmpty" : "notFound");
  },
  revalidate: () => refresh(),
});

/** Readers no longer see a language. */
export const unpublishEditionAction = action({
  name: "unpublishEdition",
  access: "editor",
  schema: languageActionSchema,
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ articleId, locale }, { user }) =>
    (await unpublishEdition(articleId, locale, user.id)) ? { ok: true } : fail("notFound"),
  revalidate: () => refresh(),
});

/** Publishes a language at a time to come (a job does it then). */
export const scheduleEditionAction = action({
  name: "scheduleEdition",
  access: "editor",
  schema: scheduleSchema,
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ articleId, locale, at }) => {
    if (at.getTime() <= Date.now()) return fail("invalid", { at: "scheduleInPast" });
    return (await scheduleEdition(articleId, locale, at)) ? { ok: true } : fail("editionEmpty");
  },
  revalidate: () => refresh(),
});

/** Asks for a review of a language, or takes it back to draft. */
export const reviewEditionAction = action({
  name: "reviewEdition",
  access: "editor",
  schema: languageActionSchema.extend({ inReview: z.boolean() }),
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ articleId, locale, inReview }) =>
    (await setReview(articleId, locale, inReview)) ? { ok: true } : fail("notFound"),
  revalidate: () => refresh(),
});

/** Makes a revision the language's draft again. */
export const restoreRevisionAction = action({
  name: "restoreRevision",
  access: "editor",
  schema: restoreSchema,
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ articleId, revisionId }, { user }) => {
    const result = await restoreRevision(articleId, revisionId, user.id);
    return result.ok ? { ok: true, locale: result.locale } : fail("notFound");
  },
  revalidate: () => refresh(),
});

/** "Draft a translation": fills an empty language from the item's original, by machine. */
export const draftTranslationAction = action({
  name: "draftTranslation",
  access: "editor",
  schema: languageActionSchema,
  limits: (_, { user }) => each([{ name: "newsroom:translate", max: 30, windowSeconds: 600 }], user.id),
  failure: "translateFailed",
  run: async ({ articleId, locale }, { user }) => {
    const article = await db.article.findUnique({ where: { id: articleId }, select: { originalLocale: true } });
    if (!article) return fail("notFound");
    if (article.originalLocale === locale) return fail("invalid");
    const translate = translationService(article.originalLocale, locale);
    if (!translate) return fail("translateUnavailable");
    const source = await openEdition(articleId, article.originalLocale);
    if (!source.text.title) return fail("editionEmpty");
    let text;
    try {
      text = await draftTranslation(source.text, translate);
    } catch (error) {
      reportError(error, { where: "newsroom machine translation" });
      return fail("translateFailed");
    }
    const stored = await storeMachineDraft(articleId, locale, text, user.id);
    return stored.ok ? { ok: true } : fail("translationExists");
  },
  revalidate: () => refresh(),
});

/** The live preview: the body through the site's own Markdown renderer. */
export const previewMarkdownAction = action({
  name: "previewMarkdown",
  access: "editor",
  schema: z.object({ body: z.string().max(100_000) }),
  limits: (_, { user }) => each(autosaveLimits, user.id),
  run: async ({ body }) => ({ ok: true, html: renderMarkdown(body) }),
});

/** The inbox's "Make a draft": a contribution becomes a draft item, opened in the newsroom (a plain form). */
export const draftFromContributionAction = pageAction(
  {
    name: "draftFromContribution",
    access: "editor",
    schema: z.object({ id: z.string().min(1).max(64) }),
    limits: (_, { user }) => each(editorLimits, user.id),
    run: async ({ id }, { user, locale }) => {
      const articleId = await draftFromContribution(id, user.id);
      if (!articleId) return fail("notFound");
      return redirect({ href: `/editor/${articleId}`, locale });
    },
  },
  "/moderation/inbox",
);
