import { describe, expect, it } from "vitest";
import { languageInSentence, languageNamer } from "@/lib/i18n/names";
import { routing, type Locale } from "@/lib/i18n/routing";

// "Disponible solo en {language}": the language is named in the reader's language, as it reads
// inside a sentence (lower-case in Spanish, French and Portuguese), not in itself ("English").
describe("languageInSentence", () => {
  it.each([
    ["en", ["English", "Spanish", "French", "Portuguese"]],
    ["es", ["inglés", "español", "francés", "portugués"]],
    ["fr", ["anglais", "espagnol", "français", "portugais"]],
    ["pt", ["inglês", "espanhol", "francês", "português"]],
  ] as const)("names the site's four languages in %s", (reader, names) => {
    expect(routing.locales.map((code) => languageInSentence(reader, code))).toEqual(names);
  });

  it("reads right inside a sentence", () => {
    expect(`Disponible uniquement en ${languageInSentence("fr", "en")}.`).toBe("Disponible uniquement en anglais.");
    expect(`Publicar em ${languageInSentence("pt", "es")}`).toBe("Publicar em espanhol");
  });

  it("leaves the list form capitalized (the directory's filter)", () => {
    expect(languageNamer("es")("en")).toBe("Inglés");
    expect(languageNamer("fr")("pt")).toBe("Portugais");
  });
});

describe("a language that is none", () => {
  it("is named in English rather than throwing (a page rendered beside the layout's 404)", () => {
    expect(languageInSentence("../../etc/passwd" as Locale, "es")).toBe("Spanish");
  });
});
