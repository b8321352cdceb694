// The demo content as files (docs/content.md): content/items/<type>/<slug>.<locale>.md, Markdown with
// YAML front matter, read by the one parser the newsroom's import uses too (lib/content/item-files.ts).
// Every file is validated before anything is written: a missing title, an unknown category, broken
// front matter or a language the site does not have stops the seed with every error, each with its
// file and field.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readItemFiles, typeFolder, typeOfFolder, type FileProblem } from "../../lib/content/item-files";
import { categories } from "./content/categories";
import type { SeedItem, SeedType } from "./types";

export { typeFolder };
export const contentRoot = path.join("content", "items");
const types = Object.keys(categories) as SeedType[];
const locales = ["en", "es", "fr", "pt"];

export class ContentErrors extends Error {
  constructor(readonly problems: string[]) {
    super(`The content files have ${problems.length} error(s):\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
}

/** A problem as the seed prints it: the file, then what is wrong, in English. */
function describe(problem: FileProblem): string {
  const what = (() => {
    switch (problem.code) {
      case "fileName":
        return "the name must be <slug>.<language>.md (kebab-case slug)";
      case "language":
        return `language "${problem.language}" is not one of the site's (${locales.join(", ")})`;
      case "noFrontMatter":
        return "no front matter (the file must start with a --- block)";
      case "brokenFrontMatter":
        return `broken front matter: ${problem.detail}`;
      case "notFields":
        return "front matter is not a set of fields";
      case "bodyRequired":
        return "body: is required";
      case "fieldRequired":
      case "fieldInvalid":
        return `${problem.field}: ${problem.detail}`;
      case "fieldsUnknown":
        return `front matter: unknown field(s) ${problem.fields.join(", ")}`;
      case "secondFields":
        return "a second file with the item's fields (only the original language's)";
      case "fieldsLanguage":
        return "the item's fields belong in its original language's file";
      case "alertLevel":
        return "alertLevel: only public health watch items have an alert level";
      case "categoryUnknown":
        return `category: unknown category "${problem.category}" for ${problem.type}`;
      case "noFields":
        return "no file with the item's fields (category, dates...)";
      case "typeMismatch":
        return "type: not the type of the folder the file is in";
      case "typeMissing":
        return "type: is required";
      case "sameLanguage":
        return "a second file for this language";
    }
  })();
  return `${problem.file}: ${what}`;
}

/**
 * Reads every content file under `root` (by default content/items), validates all of them, and
 * returns the items by type. Throws ContentErrors listing every problem; nothing is returned, so
 * nothing can be written, unless every file is valid.
 */
export function loadContent(root = contentRoot): Record<SeedType, SeedItem[]> {
  const problems: string[] = [];
  const out = Object.fromEntries(types.map((t) => [t, [] as SeedItem[]])) as Record<SeedType, SeedItem[]>;
  const categoriesOf = (type: SeedType) => new Set(categories[type].map((c) => c.slug));
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const type = typeOfFolder(entry.name);
    if (!entry.isDirectory() || !type) {
      problems.push(`${path.join(root, entry.name)}: not a content type folder (${types.map(typeFolder).join(", ")})`);
      continue;
    }
    const folder = path.join(root, entry.name);
    const files = readdirSync(folder)
      .sort()
      .map((name) => ({ name, label: path.join(folder, name), raw: readFileSync(path.join(folder, name), "utf8") }));
    const read = readItemFiles(files, { type, categoriesOf });
    problems.push(...read.problems.map(describe));
    for (const { slug, fields, texts } of read.items) out[type].push({ slug, ...fields, translations: texts });
  }
  if (problems.length) throw new ContentErrors(problems);
  return out;
}
