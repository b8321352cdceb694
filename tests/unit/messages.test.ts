import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import fr from "../../messages/fr.json";
import pt from "../../messages/pt.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

// Keys whose text is rightly the same as in English: names, and words the language shares.
const names = ["Metadata.siteName", "Metadata.titleTemplate", "Header.covidnet", "Header.blog"];
const sameAsEnglish: Record<string, Set<string>> = {
  es: new Set([...names, "Header.videos", "HomePage.videos"]),
  fr: new Set([...names, "Header.menu", "Header.forum", "Footer.contact", "Pagination.label"]),
  pt: new Set([...names, "Header.menu"]),
};

const source = flatten(en);

describe.each([["es", es], ["fr", fr], ["pt", pt]] as const)("messages/%s.json", (locale, messages) => {
  const target = flatten(messages);

  it("has exactly the keys of en.json", () => {
    expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it("keeps every placeholder of the English text", () => {
    for (const [key, text] of source) expect(placeholders(target.get(key) ?? ""), key).toEqual(placeholders(text));
  });

  it("is translated, not a copy of English", () => {
    const copies = [...source].filter(([key, text]) => !sameAsEnglish[locale]!.has(key) && target.get(key) === text).map(([key]) => key);
    expect(copies).toEqual([]);
  });
});
