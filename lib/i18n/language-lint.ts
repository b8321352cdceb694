// The language check of docs/glossary.md: the terms each edition avoids (Spain's Spanish in the
// Mexican edition, "respirateur" for a mask in French, Portugal's Portuguese in the Brazilian one),
// the article Covid-19 takes in each language, French spacing, plurals without a zero case, and
// numbers left for ICU to format in the bare language.
// Plain functions over text, so that tests, scripts and (later) the editor can all call it.

export type LintLanguage = "en" | "es" | "fr" | "pt";
export type Finding = { rule: string; match: string; hint: string };

type Rule = { rule: string; pattern: RegExp; hint: string };

// Word boundaries that know accented letters (JavaScript's \b does not).
const word = (body: string, flags = "giu") => new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, flags);

const rules: Record<LintLanguage, Rule[]> = {
  en: [],
  es: [
    { rule: "es-mask", pattern: word("mascarillas?"), hint: "cubrebocas (Mexico's Secretaría de Salud)" },
    { rule: "es-spain-verb", pattern: word("introduce|introducir|introduzca"), hint: "ingresa / escribe" },
    { rule: "es-spain-verb", pattern: word("pulsa|pulse|pulsar"), hint: "haz clic / presiona" },
    { rule: "es-spain-verb", pattern: word("caduca|caducan|caducar|caducado|caducada|caducidad"), hint: "vence" },
    { rule: "es-spain-verb", pattern: word("añad\\p{L}*"), hint: "agregar" },
    { rule: "es-spain-word", pattern: word("ordenador(?:es)?"), hint: "computadora" },
    {
      rule: "es-spain-word",
      pattern: word("(?:el|tu|su|un|del|al|los|tus) móvil(?:es)?"),
      hint: "celular (the phone; the adjective móvil is fine)",
    },
    { rule: "es-usted", pattern: word("usted(?:es)?|haga|introduzca|ingrese|escriba usted"), hint: "tú: haz, ingresa" },
    { rule: "es-covid-article", pattern: word("(?:el|del|al|un) covid(?! info)"), hint: "la Covid-19 (la enfermedad)" },
    {
      rule: "es-tautology",
      pattern: word("publicar (?:esta|tu|la|una) publicación"),
      hint: "¿Publicar en el foro? / publicar tu mensaje",
    },
  ],
  fr: [
    {
      rule: "fr-respirateur",
      pattern: word("respirateurs?(?! artificiels?)"),
      hint: "masque FFP2 / appareil de protection respiratoire (« respirateur » is a ventilator)",
    },
    {
      rule: "fr-covid-article",
      pattern: word("(?:le|du|au|un) covid(?! info| long)"),
      hint: "la Covid-19, de la, à la",
    },
    // A no-break space (U+00A0) before ":" and inside « », a narrow one (U+202F) before ; ! ?
    { rule: "fr-space-colon", pattern: /(?:[^\u00a0\s\d/:]|[ \u202f]):(?=[\s"»)]|$)/gu, hint: "U+00A0 before :" },
    {
      rule: "fr-space-punct",
      pattern: /(?:[^\u202f\s!?;]|[ \u00a0])[;!?](?=[\s"»)<]|$)/gu,
      hint: "U+202F before ; ! ?",
    },
    { rule: "fr-space-quotes", pattern: /«(?!\u00a0)|(?<!\u00a0)»/gu, hint: "U+00A0 inside « »" },
  ],
  pt: [
    { rule: "pt-portugal", pattern: word("utilizador(?:es|a|as)?"), hint: "usuário" },
    { rule: "pt-portugal", pattern: word("ecrã|ecrãs"), hint: "tela" },
    { rule: "pt-portugal", pattern: word("registos?|registar"), hint: "registro / cadastrar" },
    { rule: "pt-portugal", pattern: word("telemóve(?:l|is)"), hint: "celular" },
    { rule: "pt-portugal", pattern: word("contactos?|contactar"), hint: "contato / contatar" },
    {
      rule: "pt-portugal",
      pattern: word("equipa|ficheiros?|palavra-passe|facto|receção"),
      hint: "equipe, arquivo, senha, fato, recepção",
    },
    {
      rule: "pt-tautology",
      pattern: word("publicar (?:esta|sua|a|uma) publicação"),
      hint: "Publicar no fórum?",
    },
    {
      rule: "pt-covid-article",
      pattern: word("(?:o|do|no|ao|pelo|um) covid(?! info)"),
      hint: "a Covid-19, da, na, à, pela",
    },
  ],
};

// An ICU plural or selectordinal with no "=0" case: "0 comentário" in Portuguese, "0 comments".
// Branches may hold arguments ({n}), hence two levels of braces.
const pluralWithoutZero = /\{\s*\w+\s*,\s*plural\s*,((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g;

// A word in quotation marks is mentioned, not used ("in Spain they say “mascarilla”"): a text about
// the words themselves may name the form it avoids.
const quotes = `"“”«»‘’'`;
const isQuote = (char: string | undefined) => char !== undefined && quotes.includes(char);
const mentioned = (text: string, start: number, end: number) => isQuote(text[start - 1]) && isQuote(text[end]);

// A field written as YAML writes it, as an example in parentheses ("par exemple, type: news", "(nom: valeur)"):
// an editor copies it into a file's front matter, where French spacing ("type : news") would break it.
const yamlExample = /(?<=[(\s])[a-z][\w-]*: [\w-]+(?=\))/gu;
const inYamlExample = (text: string, at: number) =>
  [...text.matchAll(yamlExample)].some((m) => at >= m.index && at < m.index + m[0].length);

export function lintText(language: LintLanguage, text: string): Finding[] {
  const findings: Finding[] = [];
  for (const { rule, pattern, hint } of rules[language]) {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (rule === "fr-space-colon" && inYamlExample(text, end - 1)) continue;
      if (rule.startsWith("fr-space") || !mentioned(text, match.index, end))
        findings.push({ rule, match: match[0], hint });
    }
  }
  for (const match of text.matchAll(pluralWithoutZero)) {
    if (!/(?:^|\s)=0\s*\{/.test(match[1] ?? ""))
      findings.push({ rule: "plural-zero", match: match[0], hint: "add =0 {…}" });
    if (match[1]?.includes("#"))
      findings.push({ rule: "icu-number", match: match[0], hint: "{n} (the region's number, passed formatted)" });
  }
  // ICU formats numbers in the routing language (bare `es`, Spain's 1234 and 12.345), not the
  // edition's region: numbers reach messages already formatted by getRegionFormatter().
  for (const match of text.matchAll(/\{\s*\w+\s*,\s*number\b[^}]*\}/g))
    findings.push({ rule: "icu-number", match: match[0], hint: "{n} (the region's number, passed formatted)" });
  return findings;
}

/** Every string of a messages tree, with its dotted key. */
export function messageStrings(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => messageStrings(value, prefix ? `${prefix}.${key}` : key));
}

/** The texts of a Markdown file: its front matter's values (not its keys, which are YAML) and its body. */
export function markdownTexts(raw: string): string[] {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(raw);
  if (!front) return [raw];
  const values = [...front[1]!.matchAll(/^\w+: (.*)$/gm)].map((m) => m[1]!);
  return [...values, raw.slice(front[0].length)];
}
