import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentErrors, loadContent } from "@/prisma/seed/markdown";

// The content files' importer (prisma/seed/markdown.ts): every file validated before anything is
// written; every error listed with its file and field.
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}
const item = (fields: string, body = "Some text.") => `---\n${fields}\n---\n\n${body}\n`;
const good = "title: A title\nsummary: A summary\ncategory: research\npublishedDaysAgo: 3\ntags: [masks]";

function problemsOf(files: Record<string, string>): string[] {
  try {
    loadContent(tree(files));
  } catch (error) {
    if (error instanceof ContentErrors) return error.problems;
    throw error;
  }
  return [];
}

describe("content files", () => {
  it("reads an item and its translations into the seed's shape", () => {
    const content = loadContent(
      tree({
        "news/a-story.en.md": item(good, "# Heading\n\nBody."),
        "news/a-story.es.md": item("title: Un título\nsummary: Un resumen", "Cuerpo."),
      }),
    );
    expect(content.NEWS).toEqual([
      {
        slug: "a-story",
        category: "research",
        publishedDaysAgo: 3,
        tags: ["masks"],
        translations: {
          en: { title: "A title", summary: "A summary", body: "# Heading\n\nBody." },
          es: { title: "Un título", summary: "Un resumen", body: "Cuerpo." },
        },
      },
    ]);
  });

  it("lists every error with its file and field, and returns nothing", () => {
    const problems = problemsOf({
      "news/no-title.en.md": item("summary: A summary\ncategory: research\npublishedDaysAgo: 1"),
      "news/bad-category.en.md": item("title: T\nsummary: S\ncategory: gossip\npublishedDaysAgo: 1"),
      "news/broken.en.md": "---\ntitle: [unclosed\n---\n\nText.\n",
      "news/a-story.en.md": item(good),
      "news/a-story.de.md": item("title: Ein Titel\nsummary: Eine Zusammenfassung"),
      "news/a-story.fr.md": item("title: Un titre\nsummary: Un résumé\nfeatured: yes-please"),
      "news/no-front.en.md": "Just text.\n",
      "news/empty-body.en.md": item(good, ""),
      "news/wrong-type.en.md": item("title: T\nsummary: S\ncategory: research\npublishedDaysAgo: soon"),
      "gossip/x.en.md": item(good),
    });
    const expectOne = (file: string, words: string) =>
      expect(
        problems.some((p) => p.includes(file) && p.includes(words)),
        `${file}: ${words}\n${problems.join("\n")}`,
      ).toBe(true);
    expectOne("no-title.en.md", "title: is required");
    expectOne("bad-category.en.md", 'category: unknown category "gossip"');
    expectOne("broken.en.md", "broken front matter");
    expectOne("a-story.de.md", 'language "de" is not one of the site\'s');
    expectOne("a-story.fr.md", "unknown field(s) featured");
    expectOne("no-front.en.md", "no front matter");
    expectOne("empty-body.en.md", "body: is required");
    expectOne("wrong-type.en.md", "publishedDaysAgo");
    expectOne("gossip", "not a content type folder");
    // An invalid file is reported once, not again as a missing one.
    expect(problems.filter((p) => p.includes("no-title"))).toHaveLength(1);
  });

  it("keeps the item's fields in its original language's file only", () => {
    const problems = problemsOf({
      "news/a-story.en.md": item(good),
      "news/a-story.es.md": item(`${good}\noriginalLocale: es`),
      "news/lonely.fr.md": item("title: Un titre\nsummary: Un résumé"),
    });
    expect(
      problems.some((p) => p.includes("a-story.es.md") && p.includes("a second file with the item's fields")),
    ).toBe(true);
    expect(problems.some((p) => p.includes("lonely.*.md") && p.includes("no file with the item's fields"))).toBe(true);
  });

  it("gives an alert level to public health watch items only, from the four levels", () => {
    const watch = "title: T\nsummary: S\ncategory: mpox\npublishedDaysAgo: 1";
    const content = loadContent(tree({ "public-health/a-notice.en.md": item(`${watch}\nalertLevel: advisory`) }));
    expect(content.PUBLIC_HEALTH[0]?.alertLevel).toBe("advisory");
    const problems = problemsOf({
      "news/leveled.en.md": item(`${good}\nalertLevel: alert`),
      "public-health/shouting.en.md": item(`${watch}\nalertLevel: panic`),
    });
    expect(problems.some((p) => p.includes("leveled.en.md") && p.includes("only public health watch items"))).toBe(
      true,
    );
    expect(problems.some((p) => p.includes("shouting.en.md") && p.includes("alertLevel"))).toBe(true);
  });

  it("reads the newsroom's additions: its type, exact event times, a description for search engines", () => {
    const event = "title: T\nsummary: S\ncategory: community\npublishedDaysAgo: 0\ntype: event";
    const times = "startsAt: 2027-03-01T18:30:00.000Z\nendsAt: 2027-03-01T20:00:00.000Z\nseoDescription: For search";
    const content = loadContent(tree({ "event/a-meetup.en.md": item(`${event}\n${times}`) }));
    expect(content.EVENT[0]).toMatchObject({
      startsAt: "2027-03-01T18:30:00.000Z",
      endsAt: "2027-03-01T20:00:00.000Z",
      translations: { en: { title: "T", seoDescription: "For search" } },
    });
    const problems = problemsOf({ "news/misplaced.en.md": item(`${good}\ntype: event`) });
    expect(problems.some((p) => p.includes("misplaced.en.md") && p.includes("type: not the type of the folder"))).toBe(
      true,
    );
  });

  it("reads the repository's files without an error", () => {
    const content = loadContent();
    expect(Object.values(content).flat().length).toBeGreaterThan(100);
  });
});
