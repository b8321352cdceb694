import "server-only";
import { randomBytes } from "node:crypto";
import { createTranslator } from "next-intl";
import { typeSegments } from "@/config/content-types";
import { db } from "@/lib/db";
import type { ContentType, ContributionCategory } from "@/lib/generated/prisma/enums";
import { queueMail } from "@/lib/mail/outbox";
import { escapeXml } from "@/lib/seo/xml";
import { pageUrl } from "@/lib/subscriptions/urls";
import { messages } from "@/messages";

// Contributions become drafts: in the moderation inbox an editor turns a reader's
// contribution into a draft item in the contributor's language, in one action; the contributor who
// ticked "e-mail me if this is published" is told once, when the item is first published.

const typeOf: Record<ContributionCategory, ContentType> = {
  NEWS: "NEWS",
  SCIENCE: "SCIENTIFIC_LIBRARY",
  EVENT: "EVENT",
  RESOURCE: "RESOURCE",
  DIRECTORY: "DIRECTORY",
  PRODUCT: "PRODUCT",
  CORRECTION: "NEWS",
  OTHER: "NEWS",
};

/** The first sentence (or words) of a text, at most `max` characters. */
function firstWords(text: string, max: number): string {
  const sentence = text.trim().split(/(?<=[.!?])\s/)[0] ?? text;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > max / 2 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/**
 * Makes a draft item of a contribution (once: again gives the same item) and marks it handled.
 * Null when the contribution does not exist or its type has no category yet.
 */
export async function draftFromContribution(contributionId: string, userId: string): Promise<string | null> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`contribution:${contributionId}`}))`;
    const contribution = await tx.contribution.findUnique({ where: { id: contributionId } });
    if (!contribution) return null;
    if (contribution.articleId) return contribution.articleId;
    const type = typeOf[contribution.category];
    const category = await tx.category.findFirst({
      where: { type },
      orderBy: { position: "asc" },
      select: { id: true },
    });
    if (!category) return null;
    const body = [contribution.description, contribution.link ? `[${contribution.link}](${contribution.link})` : ""]
      .filter(Boolean)
      .join("\n\n");
    const text = {
      title: firstWords(contribution.description, 120),
      summary: firstWords(contribution.description, 600),
      body,
    };
    const article = await tx.article.create({
      data: {
        type,
        slug: `contribution-${randomBytes(4).toString("hex")}`,
        categoryId: category.id,
        originalLocale: contribution.locale,
        externalUrl: contribution.link,
        siteEditedAt: new Date(),
        drafts: { create: { locale: contribution.locale, ...text, updatedById: userId } },
        revisions: {
          create: { locale: contribution.locale, data: text, action: "create", authorId: userId },
        },
      },
      select: { id: true },
    });
    await tx.contribution.update({
      where: { id: contributionId },
      data: { articleId: article.id, status: "HANDLED", handledAt: new Date() },
    });
    return article.id;
  });
}

/** Tells the contributors who asked for it that the item made of their contribution is published (once). */
export async function notifyContributors(articleId: string): Promise<number> {
  const article = await db.article.findUnique({
    where: { id: articleId },
    select: {
      type: true,
      slug: true,
      category: { select: { slug: true } },
      translations: { select: { locale: true, title: true } },
    },
  });
  if (!article || article.translations.length === 0) return 0;
  const waiting = await db.contribution.findMany({
    where: { articleId, notifyOnPublish: true, notifiedAt: null },
    select: { id: true, email: true, locale: true, fromName: true },
  });
  let sent = 0;
  for (const contribution of waiting) {
    // Claimed first, so two publications at once mail nobody twice.
    const { count } = await db.contribution.updateMany({
      where: { id: contribution.id, notifiedAt: null },
      data: { notifiedAt: new Date() },
    });
    if (!count) continue;
    const locale = contribution.locale;
    const t = createTranslator({ locale, messages: messages[locale], namespace: "ContributionMail" });
    const text = article.translations.find((x) => x.locale === locale) ?? article.translations[0]!;
    const url = pageUrl(locale, `/${typeSegments[article.type]}/${article.category.slug}/${article.slug}`);
    const intro = t("intro", { name: contribution.fromName, title: text.title });
    await queueMail({
      to: contribution.email,
      subject: t("subject"),
      text: [intro, "", url, "", t("thanks"), "", t("signature")].join("\n"),
      html: [
        `<p>${escapeXml(intro)}</p>`,
        `<p><a href="${escapeXml(url)}">${escapeXml(text.title)}</a></p>`,
        `<p>${escapeXml(t("thanks"))}</p>`,
        `<p>${escapeXml(t("signature"))}</p>`,
      ].join("\n"),
    });
    sent++;
  }
  return sent;
}
