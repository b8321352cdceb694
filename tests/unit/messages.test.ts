import { describe, expect, it } from "vitest";
import { messages as all } from "../../messages";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\s*[},]/g)].map((m) => m[1]).sort();

// A single word may rightly be the same in two languages ("Blog", "Contact", "Format"); any
// phrase must be translated, except these names and templates.
// The site's name, and feed titles made of it or of a format's name ("Covid Info: {topic}",
// "{topic} (JSON Feed)"), read the same in every language.
const untranslatable = new Set(["Metadata.siteName", "Metadata.titleTemplate", "Feeds.topicTitle", "Feeds.jsonLink"]);
const isPhrase = (text: string) => /\s/.test(text.replace(/\{[^}]*\}/g, "").trim());

const { en, es, fr, pt } = all;
const source = flatten(en);

describe.each([
  ["es", es],
  ["fr", fr],
  ["pt", pt],
] as const)("messages/%s", (_locale, messages) => {
  const target = flatten(messages);

  it("has exactly the keys of English", () => {
    expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it("keeps every placeholder of the English text", () => {
    for (const [key, text] of source) expect(placeholders(target.get(key) ?? ""), key).toEqual(placeholders(text));
  });

  it("is translated: no phrase left equal to English", () => {
    const copies = [...source]
      .filter(([key, text]) => !untranslatable.has(key) && isPhrase(text) && target.get(key) === text)
      .map(([key]) => key);
    expect(copies).toEqual([]);
  });
});
