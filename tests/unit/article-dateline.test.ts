import { createFormatter, createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { dateline } from "@/lib/content/dateline";
import { regions, type Locale } from "@/lib/i18n/routing";

// After a correction the article keeps its first publication date beside the update's, in each
// edition's words and its region's date format.
const publishedAt = new Date(Date.UTC(2026, 2, 3, 9));
const editedAt = new Date(Date.UTC(2026, 10, 24, 15));

async function lineFor(locale: Locale, dates: { publishedAt: Date; editedAt: Date | null }) {
  const messages = (await import(`@/messages/${locale}/content.json`)).default;
  const t = createTranslator({ locale, messages, namespace: "ArticlePage" });
  const format = createFormatter({ locale: regions[locale] as Locale, timeZone: "UTC" });
  return dateline(dates, (key, values) => t(key, values), format).replace(/\s/g, " ");
}

describe("an article's dateline", () => {
  it.each([
    ["en", "Published March 3, 2026 · Updated November 24, 2026"],
    ["es", "Publicado el 3 de marzo de 2026 · Actualizado el 24 de noviembre de 2026"],
    ["fr", "Publié le 3 mars 2026 · Mis à jour le 24 novembre 2026"],
    ["pt", "Publicado em 3 de março de 2026 · Atualizado em 24 de novembro de 2026"],
  ] as const)("%s: shows the publication date and the update's", async (locale, expected) => {
    expect(await lineFor(locale, { publishedAt, editedAt })).toBe(expected);
  });

  it("shows the publication date alone until an update", async () => {
    expect(await lineFor("en", { publishedAt, editedAt: null })).toBe("Published March 3, 2026");
    expect(await lineFor("fr", { publishedAt, editedAt: null })).toBe("Publié le 3 mars 2026");
  });
});
