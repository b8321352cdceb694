import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ContentType, EditionStatus, Locale } from "@/lib/generated/prisma/enums";
import { routing } from "@/lib/i18n/routing";
import type { ItemFields } from "@/lib/validation/newsroom";
import { expireItem } from "./revalidate";

// The newsroom's items: the list editors work from, one item with every language's
// state, and saving an item's fields. A language's text lives apart (lib/newsroom/editions.ts).

/** A language's state: its draft's status, else PUBLISHED when readers have its text, else none. */
export type LanguageState = {
  locale: Locale;
  status: EditionStatus | null;
  /** The draft differs from what readers see (an edit not yet published). */
  pending: boolean;
  machineTranslated: boolean;
  scheduledFor: Date | null;
  title: string | null;
};

type StateSource = {
  translations: { locale: Locale; title: string; summary: string; body: string; seoDescription: string | null }[];
  drafts: {
    locale: Locale;
    status: EditionStatus;
    title: string;
    summary: string;
    body: string;
    seoDescription: string | null;
    machineTranslated: boolean;
    scheduledFor: Date | null;
  }[];
};

export function languageStates(item: StateSource): LanguageState[] {
  return routing.locales.map((locale) => {
    const published = item.translations.find((t) => t.locale === locale);
    const draft = item.drafts.find((d) => d.locale === locale);
    const pending = Boolean(
      published &&
      draft &&
      (draft.title !== published.title ||
        draft.summary !== published.summary ||
        draft.body !== published.body ||
        (draft.seoDescription ?? null) !== (published.seoDescription ?? null)),
    );
    return {
      locale,
      status: draft?.status ?? (published ? "PUBLISHED" : null),
      pending,
      machineTranslated: draft?.machineTranslated ?? false,
      scheduledFor: draft?.status === "SCHEDULED" ? draft.scheduledFor : null,
      title: draft?.title || published?.title || null,
    };
  });
}

export type EditorFilters = {
  type?: ContentType;
  status?: EditionStatus;
  language?: Locale;
  q?: string;
  page: number;
};

export const EDITOR_PAGE_SIZE = 50;

/** What a status filter means in SQL terms, for one language or any. */
function statusWhere(status: EditionStatus, locale: Locale | undefined): Prisma.ArticleWhereInput {
  if (status === "PUBLISHED") return { translations: { some: locale ? { locale } : {} } };
  return { drafts: { some: { status, ...(locale ? { locale } : {}) } } };
}

/** One page of items, most recently changed first, with each language's state. */
export async function listEditorItems(filters: EditorFilters) {
  const and: Prisma.ArticleWhereInput[] = [];
  if (filters.type) and.push({ type: filters.type });
  if (filters.status) and.push(statusWhere(filters.status, filters.language));
  else if (filters.language)
    and.push({
      OR: [
        { translations: { some: { locale: filters.language } } },
        { drafts: { some: { locale: filters.language } } },
      ],
    });
  if (filters.q) {
    // The slug and every title, published or draft, lower-cased in one narrow row per item (EditorTitle).
    and.push({ editorTitle: { is: { titles: { contains: filters.q.toLowerCase() } } } });
  }
  const where: Prisma.ArticleWhereInput = and.length ? { AND: and } : {};
  const [total, rows] = await Promise.all([
    db.article.count({ where }),
    db.article.findMany({
      where,
      orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
      skip: (filters.page - 1) * EDITOR_PAGE_SIZE,
      take: EDITOR_PAGE_SIZE,
      select: {
        id: true,
        type: true,
        slug: true,
        updatedAt: true,
        isExample: true,
        category: { select: { slug: true } },
        translations: { select: { locale: true, title: true, summary: true, body: true, seoDescription: true } },
        drafts: {
          select: {
            locale: true,
            status: true,
            title: true,
            summary: true,
            body: true,
            seoDescription: true,
            machineTranslated: true,
            scheduledFor: true,
          },
        },
      },
    }),
  ]);
  return {
    total,
    items: rows.map(({ translations, drafts, category, ...row }) => ({
      ...row,
      category: category.slug,
      languages: languageStates({ translations, drafts }),
    })),
  };
}

/** Everything the editor form shows of one item, or null. */
export async function getEditorItem(id: string) {
  const row = await db.article.findUnique({
    where: { id },
    include: {
      category: { select: { slug: true } },
      source: { select: { slug: true } },
      tags: { select: { tag: { select: { slug: true } } } },
      translations: true,
      drafts: true,
    },
  });
  if (!row) return null;
  const { translations, drafts, tags, category, source, ...fields } = row;
  return {
    ...fields,
    category: category.slug,
    source: source?.slug ?? null,
    tags: tags.map((t) => t.tag.slug),
    translations,
    drafts,
    languages: languageStates({ translations, drafts }),
  };
}

export type EditorItem = NonNullable<Awaited<ReturnType<typeof getEditorItem>>>;

/** An item's id and the language it was written in (the text an edition is translated from), or null. */
export async function getItemOrigin(id: string) {
  return db.article.findUnique({ where: { id }, select: { id: true, originalLocale: true } });
}

/** The categories (named in `locale`, by type) and sources the item form offers. */
export async function listItemChoices(locale: Locale) {
  const [categories, sources] = await Promise.all([
    db.category.findMany({
      orderBy: [{ type: "asc" }, { position: "asc" }],
      select: { type: true, slug: true, translations: { where: { locale }, select: { name: true } } },
    }),
    db.source.findMany({ orderBy: { name: "asc" }, select: { slug: true, name: true } }),
  ]);
  return {
    categories: categories.map((c) => ({ type: c.type, slug: c.slug, name: c.translations[0]?.name ?? null })),
    sources,
  };
}

export type SaveItemResult =
  | { ok: true; id: string; version: number }
  | { ok: false; error: "conflict"; current: EditorItem }
  | { ok: false; error: "notFound" }
  | { ok: false; field: "category" | "source" | "slug"; key: "categoryUnknown" | "sourceUnknown" | "slugTaken" };

/**
 * Creates an item or saves its fields. A save based on an older version than the stored one is a
 * conflict: nothing is written and the current item is returned, so the editor sees both. A new
 * slug or category leaves a permanent redirect from the former address. What readers see of a
 * published item changes at once (the fields have no draft of their own: only texts do).
 */
export async function saveItem(fields: ItemFields, userId: string): Promise<SaveItemResult> {
  const category = await db.category.findUnique({
    where: { type_slug: { type: fields.type, slug: fields.category } },
    select: { id: true },
  });
  if (!category) return { ok: false, field: "category", key: "categoryUnknown" };
  const source = fields.source
    ? await db.source.findUnique({ where: { slug: fields.source }, select: { id: true } })
    : null;
  if (fields.source && !source) return { ok: false, field: "source", key: "sourceUnknown" };

  const data = {
    type: fields.type,
    slug: fields.slug,
    categoryId: category.id,
    accessLevel: fields.accessLevel,
    alertLevel: fields.type === "PUBLIC_HEALTH" ? fields.alertLevel : null,
    originalLocale: fields.originalLocale,
    sourceId: source?.id ?? null,
    featured: fields.featured,
    imageUrl: fields.imageUrl,
    imageAlt: fields.imageUrl ? fields.imageAlt : null,
    externalUrl: fields.externalUrl,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    eventUrl: fields.eventUrl,
    isEventFree: fields.isEventFree,
    onlineOnly: fields.onlineOnly,
    phone: fields.phone,
    email: fields.email,
    website: fields.website,
    address: fields.address,
    city: fields.city,
    region: fields.region,
    country: fields.country,
    videoProvider: fields.videoProvider,
    videoId: fields.videoId,
    brand: fields.brand,
    manufacturerUrl: fields.manufacturerUrl,
    siteEditedAt: new Date(),
  };

  try {
    const outcome = await db.$transaction(async (tx) => {
      // Tags are created on first use; their names fall back to the slug until translated.
      const tagIds: string[] = [];
      for (const slug of fields.tags) {
        const tag = await tx.tag.upsert({ where: { slug }, create: { slug }, update: {}, select: { id: true } });
        tagIds.push(tag.id);
      }
      if (!fields.id) {
        const created = await tx.article.create({
          data: { ...data, tags: { create: tagIds.map((tagId) => ({ tagId })) } },
          select: { id: true, version: true },
        });
        await tx.articleRevision.create({
          data: { articleId: created.id, locale: null, data: revisionOf(fields), action: "create", authorId: userId },
        });
        return { ok: true as const, id: created.id, version: created.version, former: undefined };
      }
      const before = await tx.article.findUnique({
        where: { id: fields.id },
        select: { type: true, slug: true, version: true, category: { select: { slug: true } } },
      });
      if (!before) return { ok: false as const, error: "notFound" as const };
      // The version moves on every save, in the same statement that checks it.
      const { count } = await tx.article.updateMany({
        where: { id: fields.id, version: fields.version ?? -1 },
        data: { ...data, version: { increment: 1 } },
      });
      if (count === 0) return { ok: false as const, error: "conflict" as const };
      await tx.articleTag.deleteMany({ where: { articleId: fields.id, tagId: { notIn: tagIds } } });
      await tx.articleTag.createMany({
        data: tagIds.map((tagId) => ({ articleId: fields.id!, tagId })),
        skipDuplicates: true,
      });
      const moved =
        before.type !== fields.type || before.slug !== fields.slug || before.category.slug !== fields.category;
      const former = moved ? { type: before.type, category: before.category.slug, slug: before.slug } : undefined;
      if (former) {
        await tx.articleRedirect.upsert({
          where: { type_category_slug: former },
          create: { ...former, articleId: fields.id },
          update: { articleId: fields.id },
        });
        // An address used again by this item is no longer a redirect.
        await tx.articleRedirect.deleteMany({
          where: { type: fields.type, category: fields.category, slug: fields.slug },
        });
      }
      await tx.articleRevision.create({
        data: { articleId: fields.id, locale: null, data: revisionOf(fields), action: "save", authorId: userId },
      });
      return { ok: true as const, id: fields.id, version: before.version + 1, former };
    });
    if (!outcome.ok) {
      if (outcome.error === "notFound") return outcome;
      const current = await getEditorItem(fields.id!);
      return current ? { ok: false, error: "conflict", current } : { ok: false, error: "notFound" };
    }
    await expireItem(outcome.id, outcome.former);
    return { ok: true, id: outcome.id, version: outcome.version };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      return { ok: false, field: "slug", key: "slugTaken" };
    throw error;
  }
}

/** The item's fields as a revision keeps them (dates as ISO strings). */
function revisionOf(fields: ItemFields): Prisma.InputJsonValue {
  return JSON.parse(JSON.stringify({ ...fields, version: undefined })) as Prisma.InputJsonValue;
}

/** The item at a former address (a changed slug or category), for a permanent redirect. */
export async function findRedirect(type: ContentType, category: string, slug: string) {
  const row = await db.articleRedirect.findUnique({
    where: { type_category_slug: { type, category, slug } },
    select: { article: { select: { type: true, slug: true, category: { select: { slug: true } } } } },
  });
  return row ? { type: row.article.type, category: row.article.category.slug, slug: row.article.slug } : null;
}
