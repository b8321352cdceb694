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
