import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import type { ChannelKind, Locale } from "@/lib/generated/prisma/enums";

export type CovidnetChannel = {
  id: string;
  slug: string;
  kind: ChannelKind;
  name: string;
  url: string;
  featured: boolean;
  description: string;
  // The reader's language, or the channel's own when its description is not translated yet.
  descriptionLocale: Locale;
};

// Order of the per-kind sections on /covidnet.
export const channelKinds: ChannelKind[] = ["BLOG", "TWITTER", "YOUTUBE"];

/** Every covidnet channel, featured first, with its description in the reader's language. */
export const listChannels = cache(async (locale: Locale): Promise<CovidnetChannel[]> => {
  const rows = await db.channel.findMany({
    orderBy: [{ featured: "desc" }, { name: "asc" }],
    include: { translations: { select: { locale: true, description: true } } },
  });
  return rows.map(({ translations, ...channel }) => {
    const text =
      translations.find((t) => t.locale === locale) ??
      translations.find((t) => t.locale === channel.locale) ??
      translations[0];
    return {
      id: channel.id,
      slug: channel.slug,
      kind: channel.kind,
      name: channel.name,
      url: channel.url,
      featured: channel.featured,
      description: text?.description ?? "",
      descriptionLocale: text?.locale ?? channel.locale,
    };
  });
});
