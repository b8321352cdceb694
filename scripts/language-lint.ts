// npm run lint:language [files...]: the glossary check (lib/i18n/language-lint.ts) over messages/,
// content/items/, content/legal/ and the texts in code (lib/i18n/last-resort.ts), or over the files named (each file's language from its path: /es/, .fr.md …),
// printing each finding and a count per rule. The same check runs in npm test (tests/unit/language-lint.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import { lintText, markdownTexts, messageStrings, type LintLanguage } from "../lib/i18n/language-lint";
import { lastResort } from "../lib/i18n/last-resort";

const languages: LintLanguage[] = ["en", "es", "fr", "pt"];
const languageOf = (file: string) => languages.find((l) => file.includes(`/${l}/`) || file.includes(`.${l}.`));

function defaultFiles() {
  return [
    ...languages.flatMap((l) => readdirSync(`messages/${l}`).map((f) => `messages/${l}/${f}`)),
    ...readdirSync("content/legal").map((f) => `content/legal/${f}`),
    ...readdirSync("content/items").flatMap((type) =>
      readdirSync(`content/items/${type}`).map((f) => `content/items/${type}/${f}`),
    ),
  ];
}

const counts = new Map<string, number>();
const files = process.argv.length > 2 ? process.argv.slice(2) : defaultFiles();
for (const file of files) {
  const language = languageOf(file);
  if (!language) continue;
  const raw = readFileSync(file, "utf8");
  const texts = file.endsWith(".json")
    ? messageStrings(JSON.parse(raw))
    : markdownTexts(raw).map((text) => ["", text] as [string, string]);
  for (const [key, text] of texts) {
    for (const finding of lintText(language, text)) {
      console.log(`${file} ${key}: ${finding.rule} "${finding.match.slice(0, 60)}" -> ${finding.hint}`);
      const id = `${language} ${finding.rule}`;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
}
// Texts written into code (the last-resort error page), with the default files.
if (process.argv.length <= 2) {
  for (const language of languages) {
    for (const [key, text] of messageStrings(lastResort[language])) {
      for (const finding of lintText(language, text)) {
        console.log(
          `lib/i18n/last-resort.ts ${language}.${key}: ${finding.rule} "${finding.match}" -> ${finding.hint}`,
        );
        const id = `${language} ${finding.rule}`;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
  }
}
for (const [id, count] of [...counts].sort()) console.log(`${count}\t${id}`);
process.exitCode = counts.size ? 1 : 0;
