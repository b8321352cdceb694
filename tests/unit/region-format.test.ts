import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { regions, routing } from "@/lib/i18n/routing";

// Each edition formats for its region (lib/i18n/format.ts, components/ui/use-region-formatter.ts):
// Mexico's Spanish is not Spain's bare `es` (decimal point, grouping, 12-hour clock).
const when = new Date(Date.UTC(2026, 10, 24, 15, 5));
const format = (locale: (typeof routing.locales)[number]) =>
  createFormatter({ locale: regions[locale] as typeof locale, timeZone: "UTC" });

describe("formats by region", () => {
  it.each([
    ["en", "1,234.5", "Nov 24, 2026, 3:05 PM"],
    ["es", "1,234.5", "24 nov 2026, 3:05 p.m."],
    ["fr", "1\u202f234,5", "24 nov. 2026, 15:05"],
    ["pt", "1.234,5", "24 de nov. de 2026, 15:05"],
  ] as const)("%s: numbers and dates", (locale, number, date) => {
    const f = format(locale);
    expect(f.number(1234.5)).toBe(number);
    expect(f.dateTime(when, { dateStyle: "medium", timeStyle: "short" }).replace(/\s/g, " ")).toBe(
      date.replace(/\s/g, " "),
    );
  });

  it("differs from the bare language where the region does (es)", () => {
    const bare = createFormatter({ locale: "es", timeZone: "UTC" });
    expect(bare.number(1234.5)).not.toBe(format("es").number(1234.5));
  });

  it("names every edition's region", () => {
    expect(routing.locales.map((l) => regions[l])).toEqual(["en-US", "es-MX", "fr-FR", "pt-BR"]);
  });
});

// Numbers inside messages: ICU would format them in the routing language (bare es: 12.345), so
// they arrive formatted by the region's formatter ({n}); the plural still chooses by the number.
describe("counters in messages", () => {
  it.each([
    ["en", "More than 12,345 results for “x”", "12,345 results for “x”"],
    ["es", "Más de 12,345 resultados para “x”", "12,345 resultados para “x”"],
    ["fr", "Plus de 12\u202f345 résultats pour «\u00a0x\u00a0»", "12\u202f345 résultats pour «\u00a0x\u00a0»"],
    ["pt", "Mais de 12.345 resultados para “x”", "12.345 resultados para “x”"],
  ] as const)("%s: search counters", async (locale, capped, results) => {
    const { createTranslator } = await import("next-intl");
    const messages = (await import(`@/messages/${locale}/content.json`)).default;
    const t = createTranslator({ locale, messages, namespace: "SearchPage" });
    const n = format(locale).number(12345);
    expect(t("resultsCapped", { n, term: "x" }).replace(/\s/g, " ")).toBe(capped.replace(/\s/g, " "));
    expect(t("results", { count: 12345, n, term: "x" }).replace(/\s/g, " ")).toBe(results.replace(/\s/g, " "));
    expect(t("results", { count: 0, n: format(locale).number(0), term: "x" })).not.toMatch(/\d/);
  });
});
