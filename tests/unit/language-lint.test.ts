import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lintText, markdownTexts, messageStrings, type LintLanguage } from "@/lib/i18n/language-lint";
import { lastResort } from "@/lib/i18n/last-resort";
import { categories } from "@/prisma/seed/content/categories";
import { channels } from "@/prisma/seed/content/channels";
import { sources } from "@/prisma/seed/content/sources";
import { tags } from "@/prisma/seed/content/tags";
import { posts } from "@/prisma/seed/forum";

const languages: LintLanguage[] = ["en", "es", "fr", "pt"];
const rulesOf = (language: LintLanguage, text: string) => lintText(language, text).map((f) => f.rule);

describe("the language check of docs/glossary.md", () => {
  it("finds Spain's Spanish, usted and the masculine Covid in the Mexican edition", () => {
    expect(rulesOf("es", "Usa una mascarilla")).toEqual(["es-mask"]);
    expect(rulesOf("es", "Pulsa aquí e introduce tu correo; el enlace caduca en una hora")).toEqual([
      "es-spain-verb",
      "es-spain-verb",
      "es-spain-verb",
    ]);
    expect(rulesOf("es", "Añadir a mis guardados")).toEqual(["es-spain-verb"]);
    expect(rulesOf("es", 'En México decimos "cubrebocas"; en España, “mascarilla”')).toEqual([]);
    expect(rulesOf("es", "Mascarillas")).toEqual(["es-mask"]);
    expect(rulesOf("es", "¿Publicar esta publicación?")).toEqual(["es-tautology"]);
    expect(rulesOf("es", "Gracias a usted")).toEqual(["es-usted"]);
    expect(rulesOf("es", "información sobre el COVID-19")).toEqual(["es-covid-article"]);
    expect(
      rulesOf("es", "Haz clic, ingresa tu correo y usa cubrebocas contra la Covid-19 en Covid Info; vence en una hora"),
    ).toEqual([]);
  });

  it("finds a French respirateur that means a mask, le Covid and broken spacing", () => {
    expect(rulesOf("fr", "Porter un respirateur N95")).toEqual(["fr-respirateur"]);
    expect(rulesOf("fr", "un respirateur artificiel en réanimation")).toEqual([]);
    expect(rulesOf("fr", "sur le Covid-19")).toEqual(["fr-covid-article"]);
    expect(rulesOf("fr", "le Covid long, sur Covid Info")).toEqual([]);
    expect(rulesOf("fr", "Attention: lisez")).toEqual(["fr-space-colon"]);
    expect(rulesOf("fr", "Attention : lisez")).toEqual(["fr-space-colon"]);
    expect(rulesOf("fr", "Merci !")).toEqual(["fr-space-punct"]);
    expect(rulesOf("fr", "Vraiment?")).toEqual(["fr-space-punct"]);
    expect(rulesOf("fr", "« citation »")).toEqual(["fr-space-quotes", "fr-space-quotes"]);
    // A YAML field given as an example keeps YAML's spacing, which an editor copies into a file.
    expect(rulesOf("fr", "Une information par ligne (nom: valeur).")).toEqual([]);
    expect(rulesOf("fr", "Il manque «\u00a0type\u00a0» (par exemple, type: news).")).toEqual([]);
    expect(rulesOf("fr", "Une information (nom: la valeur)")).toEqual(["fr-space-colon"]);
    expect(
      rulesOf("fr", "Attention\u00a0: la Covid-19\u202f! «\u00a0citation\u00a0» https://example.org/?q=1 10:30"),
    ).toEqual([]);
  });

  it("finds Portugal's Portuguese and the masculine Covid in the Brazilian edition", () => {
    expect(rulesOf("pt", "O utilizador tocou no ecrã")).toEqual(["pt-portugal", "pt-portugal"]);
    expect(rulesOf("pt", "sintomas do Covid")).toEqual(["pt-covid-article"]);
    expect(rulesOf("pt", "Não conseguimos publicar sua publicação")).toEqual(["pt-tautology"]);
    expect(rulesOf("pt", "O usuário tocou na tela; sintomas da Covid-19")).toEqual([]);
  });

  it("reads a Markdown file's front matter values, not its YAML keys", () => {
    expect(
      markdownTexts("---\ntitle: Conditions: lisez\nupdated: 2026-11-20\n---\nCorps !").flatMap((t) =>
        rulesOf("fr", t),
      ),
    ).toEqual(["fr-space-colon", "fr-space-punct"]);
  });

  it("asks every plural for its zero case", () => {
    expect(rulesOf("pt", "{count, plural, one {{n} comentário} other {{n} comentários}}")).toEqual(["plural-zero"]);
    expect(rulesOf("en", "{count, plural, =0 {No comments} one {{n} comment} other {{n} comments}}")).toEqual([]);
  });

  it("leaves no number for ICU to format in the bare language", () => {
    expect(rulesOf("es", "{count, plural, =0 {Sin comentarios} one {# comentario} other {# comentarios}}")).toEqual([
      "icu-number",
    ]);
    expect(rulesOf("es", "Más de {count, number} resultados")).toEqual(["icu-number"]);
    expect(rulesOf("es", "Más de {n} resultados")).toEqual([]);
  });
});

function corpus(language: LintLanguage): [string, string][] {
  const texts: [string, string][] = [];
  for (const file of readdirSync(`messages/${language}`)) {
    const tree: unknown = JSON.parse(readFileSync(`messages/${language}/${file}`, "utf8"));
    for (const [key, text] of messageStrings(tree)) texts.push([`messages/${language}/${file} ${key}`, text]);
  }
  for (const file of readdirSync("content/legal").filter((name) => name.endsWith(`.${language}.md`))) {
    for (const text of markdownTexts(readFileSync(`content/legal/${file}`, "utf8")))
      texts.push([`content/legal/${file}`, text]);
  }
  // The site's content files (content/items/<type>/<slug>.<language>.md).
  for (const type of readdirSync("content/items")) {
    for (const file of readdirSync(`content/items/${type}`).filter((name) => name.endsWith(`.${language}.md`))) {
      for (const text of markdownTexts(readFileSync(`content/items/${type}/${file}`, "utf8")))
        texts.push([`content/items/${type}/${file}`, text]);
    }
  }
  // The seed's own words: category, tag and source names, channel descriptions, the demo forum posts.
  for (const named of [...Object.values(categories).flat(), ...tags])
    texts.push([`prisma/seed/content ${named.slug}`, named.names[language]]);
  for (const source of sources) {
    const name = language === "en" ? undefined : source.translations?.[language];
    if (name) texts.push([`prisma/seed/content/sources.ts ${source.slug}`, name]);
  }
  for (const channel of channels)
    texts.push([`prisma/seed/content/channels.ts ${channel.slug}`, channel.descriptions[language]]);
  for (const post of posts.filter((p) => p.locale === language))
    texts.push([`prisma/seed/forum.ts ${post.id}`, `${post.title}\n${post.contents}`]);
  // Texts written into code: the last-resort error page's words.
  for (const [key, text] of messageStrings(lastResort[language])) texts.push([`lib/i18n/last-resort.ts ${key}`, text]);
  return texts;
}

describe.each(languages)("messages, content, legal pages and texts in code in %s", (language) => {
  it("follow the glossary", () => {
    const findings = corpus(language).flatMap(([where, text]) =>
      lintText(language, text).map((f) => `${where}: ${f.rule} "${f.match}" -> ${f.hint}`),
    );
    expect(findings).toEqual([]);
  });
});
