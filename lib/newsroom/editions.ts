import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EditionStatus, Locale } from "@/lib/generated/prisma/enums";
import type { Edition } from "@/lib/validation/newsroom";
import { expireItem } from "./revalidate";

// One language of an item in the newsroom. Editors write in ArticleDraft; readers see
// ArticleTranslation, which exists only while the language is published. So autosaves and pending
// edits of a published language change nothing readers see, and every reader query (lists, the
// fallback to the original language, search and its triggers, feeds, the sitemap) sees published
// text only without a filter of its own. Publishing copies the draft over; unpublishing deletes
// the reader's copy and keeps the draft. A draft's `version` counts changes of its text only (a
// status change is no conflict for an editor who is typing).

export type DraftText = { title: string; summary: string; body: string; seoDescription: string | null };

type Draft = Prisma.ArticleDraftGetPayload<object>;

/** The language's draft, made from what readers see when there is none yet (a seeded item). */
async function draftOf(tx: Prisma.TransactionClient, articleId: string, locale: Locale): Promise<Draft | null> {
  const draft = await tx.articleDraft.findUnique({ where: { articleId_locale: { articleId, locale } } });
  if (draft) return draft;
  const published = await tx.articleTranslation.findUnique({
    where: { articleId_locale: { articleId, locale } },
    select: { title: true, summary: true, body: true, seoDescription: true },
  });
  if (!published) return null;
  // Version 0, as openEdition reports a language with no draft: the first save is not a conflict.
  return tx.articleDraft.create({ data: { articleId, locale, status: "PUBLISHED", ...published, version: 0 } });
}

/** The draft an editor opens: the stored one, or what readers see, or an empty new language (version 0). */
export async function openEdition(articleId: string, locale: Locale) {
  const [draft, published] = await Promise.all([
    db.articleDraft.findUnique({ where: { articleId_locale: { articleId, locale } } }),
    db.articleTranslation.findUnique({ where: { articleId_locale: { articleId, locale } } }),
  ]);
  const text: DraftText = draft ?? published ?? { title: "", summary: "", body: "", seoDescription: null };
  return {
    locale,
    status: draft?.status ?? (published ? ("PUBLISHED" as const) : null),
    version: draft?.version ?? 0,
    machineTranslated: draft?.machineTranslated ?? false,
    scheduledFor: draft?.scheduledFor ?? null,
    text: { title: text.title, summary: text.summary, body: text.body, seoDescription: text.seoDescription ?? null },
    published: published && {
      title: published.title,
      summary: published.summary,
      body: published.body,
      seoDescription: published.seoDescription,
      correction: published.correction,
    },
  };
}

export type SaveEditionResult =
  | { ok: true; version: number }
  | { ok: false; error: "conflict"; theirs: DraftText & { version: number } }
  | { ok: false; error: "notFound" };

/**
 * Saves a language's text. An autosave keeps the text only; an explicit save also keeps a revision
 * and counts as the editor's review of a machine translation. A save based on an older version than
 * the stored draft is a conflict: nothing is written, and the stored text comes back so the editor
 * sees both. Readers see nothing of it until the language is published.
 */
export async function saveEdition(input: Edition, userId: string): Promise<SaveEditionResult> {
  const { articleId, locale, autosave } = input;
  const text: DraftText = {
    title: input.title,
    summary: input.summary,
    body: input.body,
    seoDescription: input.seoDescription,
  };
  return db.$transaction(async (tx) => {
    const article = await tx.article.findUnique({ where: { id: articleId }, select: { id: true } });
    if (!article) return { ok: false as const, error: "notFound" as const };
    // Locks the row (or its absence) so that two saves of one language queue up.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`draft:${articleId}:${locale}`}))`;
    // Read only: a refused save writes nothing, not even the draft a published language would get.
    const current = await tx.articleDraft.findUnique({ where: { articleId_locale: { articleId, locale } } });
    const published = current
      ? null
      : await tx.articleTranslation.findUnique({
          where: { articleId_locale: { articleId, locale } },
          select: { title: true, summary: true, body: true, seoDescription: true },
        });
    const stored = current?.version ?? 0;
    if (stored !== input.version) {
      const theirs = current ?? {
        ...(published ?? { title: "", summary: "", body: "", seoDescription: null }),
        version: 0,
      };
      return {
        ok: false as const,
        error: "conflict" as const,
        theirs: {
          title: theirs.title,
          summary: theirs.summary,
          body: theirs.body,
          seoDescription: theirs.seoDescription,
          version: theirs.version,
        },
      };
    }
    const saved = current
      ? await tx.articleDraft.update({
          where: { articleId_locale: { articleId, locale } },
          data: {
            ...text,
            version: { increment: 1 },
            updatedById: userId,
            ...(autosave ? {} : { machineTranslated: false }),
          },
        })
      : await tx.articleDraft.create({
          // A pending edit of a language readers have keeps its published status.
          data: {
            articleId,
            locale,
            ...text,
            status: published ? "PUBLISHED" : "DRAFT",
            updatedById: userId,
            version: 1,
          },
        });
    if (!autosave)
      await tx.articleRevision.create({ data: { articleId, locale, data: text, action: "save", authorId: userId } });
    return { ok: true as const, version: saved.version };
  });
}

/** Draft <-> in review: asking for a review, or taking the text back. Published languages keep their status. */
export async function setReview(articleId: string, locale: Locale, inReview: boolean): Promise<boolean> {
  const { count } = await db.articleDraft.updateMany({
    where: { articleId, locale, status: { in: inReview ? ["DRAFT", "UNPUBLISHED"] : ["IN_REVIEW"] } },
    data: { status: inReview ? "IN_REVIEW" : "DRAFT" },
  });
  return count > 0;
}

export type PublishOptions = { change: "substantive" | "minor"; correction: string | null; userId: string | null };

export type PublishResult = { ok: true; first: boolean } | { ok: false; error: "notFound" | "empty" | "notScheduled" };

/**
 * Publishes a language: its draft becomes what readers see. The item's first publication sets its
 * publication date; a substantive edit of a language readers already had sets "Updated" and may
 * carry a correction note (a minor one, a typo fix, moves no date and keeps the note there was).
 * `onlyIfScheduledFor`: the scheduled job's check that the schedule it was queued for still holds.
 */
export async function publishEdition(
  articleId: string,
  locale: Locale,
  options: PublishOptions,
  onlyIfScheduledFor?: Date,
): Promise<PublishResult> {
  const result = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`draft:${articleId}:${locale}`}))`;
    const draft = await draftOf(tx, articleId, locale);
    if (!draft) return { ok: false as const, error: "notFound" as const };
    if (
      onlyIfScheduledFor &&
      (draft.status !== "SCHEDULED" || draft.scheduledFor?.getTime() !== onlyIfScheduledFor.getTime())
    )
      return { ok: false as const, error: "notScheduled" as const };
    if (!draft.title.trim() || !draft.summary.trim()) return { ok: false as const, error: "empty" as const };
    const [before, others] = await Promise.all([
      tx.articleTranslation.findUnique({
        where: { articleId_locale: { articleId, locale } },
        select: { correction: true },
      }),
      tx.articleTranslation.count({ where: { articleId, locale: { not: locale } } }),
    ]);
    const first = !before && others === 0;
    const substantive = Boolean(before) && options.change === "substantive";
    const correction = substantive ? options.correction : (before?.correction ?? null);
    const text = {
      title: draft.title,
      summary: draft.summary,
      body: draft.body,
      seoDescription: draft.seoDescription,
      correction,
    };
    await tx.articleTranslation.upsert({
      where: { articleId_locale: { articleId, locale } },
      create: { articleId, locale, ...text },
      update: text,
    });
    await tx.articleDraft.update({
      where: { articleId_locale: { articleId, locale } },
      data: { status: "PUBLISHED", scheduledFor: null },
    });
    const now = new Date();
    await tx.article.update({
      where: { id: articleId },
      data: {
        siteEditedAt: now,
        ...(first ? { publishedAt: now, editedAt: null } : {}),
        ...(substantive ? { editedAt: now } : {}),
      },
    });
    await tx.articleRevision.create({
      data: {
        articleId,
        locale,
        data: { ...text, change: options.change },
        action: "publish",
        authorId: options.userId,
      },
    });
    return { ok: true as const, first };
  });
  if (result.ok) await afterPublication(articleId, result.first);
  return result;
}

/** Readers no longer see the language; its text stays as an unpublished draft. */
export async function unpublishEdition(articleId: string, locale: Locale, userId: string): Promise<boolean> {
  const done = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`draft:${articleId}:${locale}`}))`;
    const draft = await draftOf(tx, articleId, locale);
    if (!draft) return false;
    const { count } = await tx.articleTranslation.deleteMany({ where: { articleId, locale } });
    await tx.articleDraft.update({
      where: { articleId_locale: { articleId, locale } },
      data: { status: "UNPUBLISHED", scheduledFor: null },
    });
    if (count)
      await tx.articleRevision.create({
        data: { articleId, locale, data: {}, action: "unpublish", authorId: userId },
      });
    return count > 0 || draft.status === "SCHEDULED";
  });
  if (done) await expireItem(articleId);
  return done;
}

/** Sets a language to be published at `at` (the job is queued by the caller, lib/newsroom/schedule.ts). */
export async function markScheduled(articleId: string, locale: Locale, at: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const draft = await draftOf(tx, articleId, locale);
    if (!draft || !draft.title.trim() || !draft.summary.trim()) return false;
    await tx.articleDraft.update({
      where: { articleId_locale: { articleId, locale } },
      data: { status: "SCHEDULED", scheduledFor: at },
    });
    return true;
  });
}

/**
 * What follows a publication: pages expire; subscribers of alerts are mailed; at the first one, a
 * contributor who asked is told.
 */
async function afterPublication(articleId: string, first: boolean): Promise<void> {
  await expireItem(articleId);
  if (first) {
    const { notifyContributors } = await import("./contributions");
    await notifyContributors(articleId).catch(async (error: unknown) =>
      (await import("@/lib/errors/report")).reportError(error, { where: "contributor notice" }),
    );
  }
  try {
    const { notifyPublished } = await import("@/lib/subscriptions/publish");
    await notifyPublished(articleId);
  } catch (error) {
    // The publication stands; the subscription scan (every minute) queues what this could not.
    const { reportError } = await import("@/lib/errors/report");
    reportError(error, { where: "alerts after publication" });
  }
}

/** Revisions of one language (or of the item's fields with locale null), newest first. */
export function listRevisions(articleId: string, locale: Locale | null, take = 50) {
  return db.articleRevision.findMany({
    where: { articleId, locale },
    orderBy: { createdAt: "desc" },
    take,
    select: {
      id: true,
      action: true,
      createdAt: true,
      data: true,
      author: { select: { username: true, email: true } },
    },
  });
}

/** Makes a revision of a language the draft again (a new version; readers see it once published). */
export async function restoreRevision(
  articleId: string,
  revisionId: string,
  userId: string,
): Promise<{ ok: true; locale: Locale } | { ok: false }> {
  const revision = await db.articleRevision.findFirst({
    where: { id: revisionId, articleId, locale: { not: null } },
    select: { locale: true, data: true },
  });
  const data = revision?.data as Partial<DraftText> | undefined;
  if (!revision?.locale || typeof data?.title !== "string") return { ok: false };
  const locale = revision.locale;
  const text: DraftText = {
    title: data.title,
    summary: data.summary ?? "",
    body: data.body ?? "",
    seoDescription: data.seoDescription ?? null,
  };
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`draft:${articleId}:${locale}`}))`;
    const current = await draftOf(tx, articleId, locale);
    if (current)
      await tx.articleDraft.update({
        where: { articleId_locale: { articleId, locale } },
        data: { ...text, version: { increment: 1 }, updatedById: userId },
      });
    else await tx.articleDraft.create({ data: { articleId, locale, ...text, updatedById: userId } });
    await tx.articleRevision.create({
      data: { articleId, locale, data: { ...text, from: revisionId }, action: "restore", authorId: userId },
    });
  });
  return { ok: true, locale };
}

/** Fills a new language from the machine (TRANSLATE_URL), marked machine-translated until reviewed. */
export async function storeMachineDraft(
  articleId: string,
  locale: Locale,
  text: DraftText,
  userId: string,
): Promise<{ ok: true; version: number } | { ok: false; error: "exists" }> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`draft:${articleId}:${locale}`}))`;
    const current = await draftOf(tx, articleId, locale);
    // Never over an editor's text: only a language with nothing in it yet.
    if (current && (current.title || current.summary || current.body))
      return { ok: false as const, error: "exists" as const };
    const saved = current
      ? await tx.articleDraft.update({
          where: { articleId_locale: { articleId, locale } },
          data: { ...text, machineTranslated: true, version: { increment: 1 }, updatedById: userId },
        })
      : await tx.articleDraft.create({
          data: { articleId, locale, ...text, machineTranslated: true, updatedById: userId },
        });
    await tx.articleRevision.create({
      data: { articleId, locale, data: text, action: "machine", authorId: userId },
    });
    return { ok: true as const, version: saved.version };
  });
}

export const statusOrder: EditionStatus[] = ["DRAFT", "IN_REVIEW", "SCHEDULED", "PUBLISHED", "UNPUBLISHED"];
