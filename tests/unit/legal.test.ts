import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { legalSlugs } from "@/lib/legal/documents";
import { parseLegalDocument } from "@/lib/legal/parse";
import { routing } from "@/lib/i18n/routing";

const folder = path.resolve(__dirname, "../../content/legal");
const read = (slug: string, locale: string) => readFileSync(path.join(folder, `${slug}.${locale}.md`), "utf8");
const parse = (slug: string, locale: string) =>
  parseLegalDocument(read(slug, locale), { resolveHref: (href) => (locale === "en" ? href : `/${locale}${href}`) });

describe("legal texts", () => {
  it("are exactly one file per legal page and language", () => {
    const expected = legalSlugs.flatMap((slug) => routing.locales.map((locale) => `${slug}.${locale}.md`));
    expect(readdirSync(folder).sort()).toEqual(expected.sort());
  });

  describe.each(legalSlugs)("%s", (slug) => {
    const english = parse(slug, "en");

    it("has a title, a description, a last-updated date and sections in English", () => {
      expect(english.title).not.toBe("");
      expect(english.description).not.toBe("");
      expect(Number.isNaN(english.updated.getTime())).toBe(false);
      expect(english.sections.length).toBeGreaterThanOrEqual(4);
    });

    it.each(routing.locales.filter((l) => l !== "en"))(
      "has the same structure, date and links in %s, translated",
      (locale) => {
        const doc = parse(slug, locale);
        expect(doc.outline).toEqual(english.outline);
        expect(doc.updated).toEqual(english.updated);
        expect(doc.title).not.toBe(english.title);
        expect(doc.sections.map((s) => s.title)).not.toEqual(english.sections.map((s) => s.title));
        // The same site pages are linked, in the reader's language.
        const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).sort();
        expect(links(doc.html)).toEqual(
          links(english.html)
            .map((href) => `/${locale}${href}`)
            .sort(),
        );
      },
    );

    it("points readers to the support page", () => {
      expect(english.html).toContain('href="/support"');
    });
  });

  it("gives the disclaimer its website, professional, testimonials and external links sections", () => {
    const ids = parse("disclaimer", "en").sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["website", "professional-advice", "testimonials", "external-links"]));
  });
});

describe("parseLegalDocument", () => {
  const doc = (body: string) => `---\ntitle: T\ndescription: D\nupdated: 2026-01-02\n---\n${body}`;
  const resolveHref = (href: string) => `/fr${href}`;

  it("anchors headings, strips the id from their text and localizes site links", () => {
    const parsed = parseLegalDocument(
      doc("## First part {#first}\n\nSee [support](/support) or [x](https://example.org).\n"),
      { resolveHref },
    );
    expect(parsed.sections).toEqual([{ id: "first", title: "First part" }]);
    expect(parsed.html).toContain('<h2 id="first">First part</h2>');
    expect(parsed.html).toContain('<a href="/fr/support">');
    expect(parsed.html).toContain('<a href="https://example.org" rel="noopener noreferrer">');
    expect(parsed.updated.toISOString()).toBe("2026-01-02T00:00:00.000Z");
  });

  it("outlines headings and lists with their item counts, so a dropped bullet shows", () => {
    const parsed = parseLegalDocument(doc("## A {#a}\n\n- one\n  - x\n- two\n\n### Sub\n\n1. first\n"), {
      resolveHref,
    });
    expect(parsed.outline).toEqual(["h2#a", "ul:2", "ul:1", "h3", "ol:1"]);
  });

  it("escapes raw HTML", () => {
    expect(parseLegalDocument(doc("## A {#a}\n\n<script>alert(1)</script>\n"), { resolveHref }).html).not.toContain(
      "<script>",
    );
  });

  it("rejects a section without an id, a level-one heading and a missing front matter", () => {
    expect(() => parseLegalDocument(doc("## No id\n"), { resolveHref })).toThrow(/\{#id\}/);
    expect(() => parseLegalDocument(doc("# Title {#t}\n"), { resolveHref })).toThrow(
      /title comes from the front matter/,
    );
    expect(() => parseLegalDocument("## A {#a}\n", { resolveHref })).toThrow(/front matter/);
  });
});
